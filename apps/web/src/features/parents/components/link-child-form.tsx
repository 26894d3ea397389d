import { linkChildSchema, normalizeLinkCode } from '@madrasa/contracts';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { InputField } from '@/shared/ui/field.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useLinkChild } from '../api/children.ts';

/**
 * Add a child by the code from the child's profile. A QR code opens this page with the code
 * already filled in (`?code=`), so the parent only presses Link.
 */
export function LinkChildForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation('parents');
  const linkChild = useLinkChild();
  const { bind, submit, showServerErrors, reset, formRef } = useSchemaForm({
    schema: linkChildSchema,
    defaultValues: { code: normalizeLinkCode(initialCode) },
    invalidToast: () => null,
  });

  const onSubmit = submit(async ({ code }) => {
    try {
      toastSuccess(await linkChild.mutateAsync(code));
      reset({ code: '' });
    } catch (error) {
      showServerErrors(error);
      toastError(errorMessage(error, t('link.failed')));
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="link-child-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="link-child-title" className="text-xl font-bold text-teal-950">
        {t('link.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('link.lead')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-72">
          <InputField
            label={t('link.code')}
            hint={t('link.codeHint')}
            {...bind('code')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
          />
        </div>
        <button
          type="submit"
          disabled={linkChild.isPending}
          className={buttonClass('primary', 'sm:mt-7')}
        >
          {linkChild.isPending ? <Spinner /> : <Link2 aria-hidden="true" className="size-5" />}
          {t('link.submit')}
        </button>
      </div>
    </form>
  );
}
