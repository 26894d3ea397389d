import { joinClassSchema, type MemberClass, normalizeClassCode } from '@madrasa/contracts';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { buttonClass } from '@/shared/ui/button-class.ts';
import { InputField } from '@/shared/ui/field.tsx';
import { Spinner } from '@/shared/ui/spinner.tsx';
import { useJoinClass } from '../api/join-class.ts';

/**
 * Join a class by its code, typed in any case, with or without the dash, in Arabic-Indic
 * digits too (the contract reads them). A refusal shows under the field.
 */
export function JoinClassForm({
  initialCode = '',
  onJoined,
}: {
  initialCode?: string;
  onJoined?: (joined: MemberClass) => void;
}) {
  const { t } = useTranslation('classes');
  const join = useJoinClass();
  const { bind, submit, showServerErrors, reset, formRef, form } = useSchemaForm({
    schema: joinClassSchema,
    defaultValues: { code: normalizeClassCode(initialCode) },
    invalidToast: () => null,
  });

  const onSubmit = submit(async ({ code }) => {
    try {
      const joined = await join.mutateAsync(code);
      toastSuccess(joined.message);
      reset({ code: '' });
      onJoined?.(joined.data);
    } catch (error) {
      showServerErrors(error);
      // A full class or too many tries name no field; the student reads it there all the same.
      if (error instanceof ApiError && error.status > 0 && !error.errors.code && error.message) {
        form.setError('code', { type: 'server', message: error.message });
      }
      toastError(errorMessage(error, t('join.failed')));
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="join-class-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="join-class-title" className="text-xl font-bold text-teal-950">
        {t('join.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('join.lead')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="sm:w-72">
          <InputField
            label={t('join.code')}
            hint={t('join.codeHint')}
            {...bind('code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
          />
        </div>
        <button
          type="submit"
          disabled={join.isPending}
          className={buttonClass('primary', 'sm:mt-8')}
        >
          {join.isPending ? (
            <Spinner />
          ) : (
            <LogIn aria-hidden="true" className="size-5 rtl:rotate-180" />
          )}
          {t('join.submit')}
        </button>
      </div>
    </form>
  );
}
