import { ApiError } from '@/shared/lib/api-client.ts';

/**
 * docs/product.md §8: "Failed to update personal information" (or additional information, or change
 * password) followed by the server's field errors joined, or else its message.
 */
export function failureText(base: string, error: unknown): string {
  if (!(error instanceof ApiError)) return base;
  const detail = Object.values(error.errors).flat().filter(Boolean).join(' ') || error.message;
  return detail ? `${base}: ${detail}` : base;
}

/** docs/product.md §8 uploads: the server's message, else the form's own "Failed to upload …" text. */
export const uploadFailureText = (fallback: string, error: unknown): string =>
  (error instanceof ApiError &&
    (Object.values(error.errors).flat().filter(Boolean)[0] || error.message)) ||
  fallback;

/** A call refused for a missing or expired session (docs/product.md §8, profile 401). */
export const isSessionExpired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;
