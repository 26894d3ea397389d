import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError, toastSuccess } from '@/shared/lib/toast.ts';

/**
 * Toasts for a save: the server's confirmation, or its error; a 422's field errors are put
 * under their fields by `showServerErrors`, and those naming a file field go to `setFileError`.
 */
export function useSaveFeedback({
  showServerErrors,
  setFileError,
}: {
  showServerErrors: (error: unknown) => Record<string, string>;
  setFileError: (field: string, text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = useMessage();
  const succeeded = useCallback(
    (text: string | undefined) => toastSuccess(text || message('admin.updated')),
    [message],
  );
  const failed = useCallback(
    (error: unknown) => {
      toastError(errorMessage(error, t('save.failed')));
      for (const [field, text] of Object.entries(showServerErrors(error)))
        setFileError(field, text);
    },
    [setFileError, showServerErrors, t],
  );
  return { succeeded, failed };
}
