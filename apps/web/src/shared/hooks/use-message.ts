import type { MessageKey } from '@madrasa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A catalogue text in the current language, with its `{{params}}` filled in. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * Texts of the shared message catalogue (the `messages` namespace, loaded with the app), the
 * one way every feature reads them. i18next's key types read a `_required`-like suffix as a
 * context, so catalogue keys such as 'auth.phone_required' do not type-check through `t`;
 * MessageKey types them here instead. Keys are recognised through i18next, so a page does
 * not import the catalogue itself.
 */
export function useMessage() {
  const { t, i18n } = useTranslation('messages');
  const message: Translate = useCallback(
    (key, params) => (t as unknown as (key: string, options?: object) => string)(key, params),
    [t],
  );
  /** Whether a text is a catalogue key (a schema's error) rather than a text of its own. */
  const isMessage = useCallback(
    (text: string | undefined): text is MessageKey =>
      Boolean(text) && i18n.exists(text as string, { ns: 'messages' }),
    [i18n],
  );
  /** A form error: a catalogue key from a zod schema, or a text the server already translated. */
  const errorText = useCallback(
    (text: string | undefined) => (isMessage(text) ? message(text) : (text ?? '')),
    [isMessage, message],
  );
  return { message, isMessage, errorText };
}
