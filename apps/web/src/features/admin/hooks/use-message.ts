import { isMessageKey, type MessageKey } from '@madrasa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Texts of the shared catalogue (the `messages` namespace), typed by MessageKey: i18next's
 * key types read suffixes such as `_required` as contexts.
 */
export function useMessage() {
  const { t } = useTranslation('messages');
  const message = useCallback(
    (key: MessageKey, params?: Record<string, string | number>) =>
      (t as unknown as (key: string, params?: object) => string)(key, params),
    [t],
  );
  /** A form error: a catalogue key from a zod schema, or a text the server already translated. */
  const errorText = useCallback(
    (text: string | undefined) => (text && isMessageKey(text) ? message(text) : (text ?? '')),
    [message],
  );
  return { message, errorText };
}
