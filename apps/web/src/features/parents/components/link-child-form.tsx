import { linkChildSchema, normalizeLinkCode } from '@madrasa/contracts';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { CodeEntryForm } from '@/shared/ui/code-entry-form.tsx';
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
    <CodeEntryForm
      id="link-child-title"
      title={t('link.title')}
      lead={t('link.lead')}
      label={t('link.code')}
      hint={t('link.codeHint')}
      field={bind('code')}
      autoComplete="one-time-code"
      submitLabel={t('link.submit')}
      icon={<Link2 aria-hidden="true" className="size-5" />}
      busy={linkChild.isPending}
      formRef={formRef}
      onSubmit={onSubmit}
    />
  );
}
