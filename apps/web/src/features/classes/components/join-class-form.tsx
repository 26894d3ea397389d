import {
  formatClassCode,
  joinClassSchema,
  type MemberClass,
  normalizeClassCode,
} from '@madrasa/contracts';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/shared/hooks/use-schema-form.ts';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { CodeEntryForm } from '@/shared/ui/code-entry-form.tsx';
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
    defaultValues: { code: formatClassCode(normalizeClassCode(initialCode)) },
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
    <CodeEntryForm
      id="join-class-title"
      title={t('join.title')}
      lead={t('join.lead')}
      label={t('join.code')}
      hint={t('join.codeHint')}
      field={bind('code')}
      autoComplete="off"
      submitLabel={t('join.submit')}
      icon={<LogIn aria-hidden="true" className="size-5 rtl:rotate-180" />}
      busy={join.isPending}
      formRef={formRef}
      onSubmit={onSubmit}
    />
  );
}
