import type { ErrorCode, MessageKey } from '@madrasa/contracts';

type Params = Record<string, string | number>;

/**
 * An error a service throws on purpose. The error handler turns it into the envelope
 * `{ status: 'error', message, code, errors }`, translating the keys into the request's
 * language, so services never deal with languages or HTTP replies.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Params = {},
    /** Field name → message keys, for 422 answers (translated with `params` too). */
    readonly fieldErrors?: Record<string, MessageKey[]>,
  ) {
    super(messageKey);
  }
}

export const notFoundError = () => new AppError(404, 'not_found', 'error.not_found');

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
