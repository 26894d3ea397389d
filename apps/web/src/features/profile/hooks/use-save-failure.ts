import type { MessageKey } from '@madrasa/contracts';
import { useCallback } from 'react';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { toastError } from '@/shared/lib/toast.ts';
import { failureText } from '../lib/failure-text.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

/**
 * A profile form's failed save (docs/product.md §8): a refused session ends it (useSessionExpiry);
 * otherwise "Failed to …" with the server's reasons, and its field errors on the form.
 */
export function useSaveFailure({
  failed,
  showServerErrors,
}: {
  failed: MessageKey;
  showServerErrors: (error: unknown) => unknown;
}) {
  const { message } = useMessage();
  const expire = useSessionExpiry();
  return useCallback(
    (error: unknown) => {
      if (expire(error)) return;
      toastError(failureText(message(failed), error));
      showServerErrors(error);
    },
    [expire, failed, message, showServerErrors],
  );
}
