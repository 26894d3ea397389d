import { isMessageKey } from '@madrasa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../lib/failure-text.ts';

/** Texts of the shared catalogue (the `messages` namespace) in the current language. */
export function useMessages() {
  const { t } = useTranslation('messages');
  // i18next's key types read a `_required`-like suffix as a context, so catalogue keys such as
  // 'auth.phone_required' do not type-check through `t`; the keys are typed by MessageKey here.
  const message: Translate = useCallback(
    (key, params) => (t as unknown as (key: string, options?: object) => string)(key, params),
    [t],
  );
  /** A form error: a catalogue key from the zod schema, or a server text already translated. */
  const errorText = useCallback(
    (text: string | undefined) => (text && isMessageKey(text) ? message(text) : (text ?? '')),
    [message],
  );
  return { message, errorText };
}
