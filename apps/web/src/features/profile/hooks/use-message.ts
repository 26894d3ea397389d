import { isMessageKey, type MessageKey } from '@madrasa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Texts of the shared catalogue (the `messages` namespace). i18next's key types read suffixes
 * such as `_required` as contexts, so catalogue keys are typed by MessageKey here instead.
 */
export function useMessage() {
  const { t } = useTranslation('messages');
  const message = useCallback(
    (key: MessageKey, params?: Record<string, string>) =>
      (t as unknown as (key: string, options?: object) => string)(key, params),
    [t],
  );
  /** A problem of a client check (a catalogue key) or a text the server already translated. */
  const problemText = useCallback(
    (text: string | undefined) => (text && isMessageKey(text) ? message(text) : (text ?? '')),
    [message],
  );
  return { message, problemText };
}
