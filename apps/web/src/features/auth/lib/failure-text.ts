import type { MessageKey } from '@madrasa/contracts';
import type { Translate } from '@/shared/hooks/use-message.ts';
import { ApiError } from '@/shared/lib/api-client.ts';
import { AuthFlowError } from '../api/auth-response.ts';

/**
 * The reason inside "Login Failed: …": ours, the server's (or network) text, else the default.
 * A 422 names its first field error instead of the generic "The given data was invalid.", as
 * the Laravel server behind the original client did ("The email has already been taken.").
 */
const reason = (error: unknown, t: Translate): string => {
  if (error instanceof AuthFlowError) return t(error.key);
  if (!(error instanceof ApiError)) return t('error.internal');
  const firstFieldError = Object.values(error.errors).flat()[0];
  return firstFieldError || error.message || t('error.internal');
};

const statusOf = (error: unknown): number | null =>
  error instanceof ApiError ? error.status : null;

/** docs/product.md §8: 401 and no response have their own texts; anything else is "Login Failed: …". */
export function loginFailureText(error: unknown, t: Translate): string {
  const status = statusOf(error);
  if (status === 0) return t('error.network');
  if (status === 401) return t('auth.invalid_credentials');
  return t('auth.login_failed', { message: reason(error, t) });
}

export const signupFailureText = (error: unknown, t: Translate): string =>
  statusOf(error) === 0
    ? t('error.network')
    : t('auth.signup_failed', { message: reason(error, t) });

export function otpFailureText(error: unknown, t: Translate): string {
  const status = statusOf(error);
  if (status === 0) return t('error.network');
  if (status === 400) return t('auth.otp_invalid');
  return t('auth.otp_failed', { message: reason(error, t) });
}

export type ResetStep = 'phone' | 'code' | 'password';

const RESET_STATUS_TEXT: Record<ResetStep, [number, MessageKey]> = {
  phone: [404, 'auth.phone_not_found'],
  code: [400, 'auth.otp_invalid'],
  password: [400, 'auth.invalid_password_format'],
};

/** docs/product.md §8 for the reset steps: one status each has a fixed text; else the server's or a default. */
export function resetFailureText({
  step,
  error,
  t,
}: {
  step: ResetStep;
  error: unknown;
  t: Translate;
}): string {
  const [status, key] = RESET_STATUS_TEXT[step];
  return statusOf(error) === status ? t(key) : reason(error, t);
}
