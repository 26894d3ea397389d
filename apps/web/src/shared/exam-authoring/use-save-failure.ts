import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client.ts';
import { toastError } from '@/shared/lib/toast.ts';

/** A refused save: the server's reason as a toast, its field errors under their fields. */
export function useSaveFailure(showServerErrors: (error: unknown) => unknown) {
  const { t } = useTranslation('authoring');
  return useCallback(
    (error: unknown) => {
      toastError(errorMessage(error, t('failed')));
      showServerErrors(error);
    },
    [showServerErrors, t],
  );
}
