import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';
import { useMessage } from './use-message.ts';

/**
 * Toasts for a save: the server's confirmation, or its error; a 422's field errors are
 * also put under their fields (file fields included, via `setFileError`).
 */
export function useSaveFeedback<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  setFileError?: (field: string, text: string) => void,
) {
  const { t } = useTranslation('admin');
  const { message } = useMessage();
  const succeeded = useCallback(
    (text: string | undefined) => toastSuccess(text || message('admin.updated')),
    [message],
  );
  const failed = useCallback(
    (error: unknown) => {
      toastError(errorMessage(error, t('save.failed')));
      if (!(error instanceof ApiError)) return;
      const values = form.getValues();
      for (const [field, texts] of Object.entries(error.errors)) {
        if (!texts[0]) continue;
        if (field in values) form.setError(field as Path<Values>, { message: texts[0] });
        else setFileError?.(field, texts[0]);
      }
    },
    [form, setFileError, t],
  );
  return { succeeded, failed };
}
