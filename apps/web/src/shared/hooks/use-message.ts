import { isMessageKey, type MessageKey } from '@madrasa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A catalogue text in the current language, with its `{{params}}` filled in. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * Texts of the shared message catalogue (the `messages` namespace), the one way every
 * feature reads them. i18next's key types read a `_required`-like suffix as a context, so
 * catalogue keys such as 'auth.phone_required' do not type-check through `t`; MessageKey
 * types them here instead.
 */
export function useMessage() {
  const { t } = useTranslation('messages');
  const message: Translate = useCallback(
    (key, params) => (t as unknown as (key: string, options?: object) => string)(key, params),
    [t],
  );
  /** A form error: a catalogue key from a zod schema, or a text the server already translated. */
  const errorText = useCallback(
    (text: string | undefined) => (text && isMessageKey(text) ? message(text) : (text ?? '')),
    [message],
  );
  return { message, errorText };
}
