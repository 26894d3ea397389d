import * as z from 'zod/mini';

/*
 * The envelopes, and the answers the public pages read (answers/), are written with zod's
 * mini build: the server serializes through them, and the web client checks what it receives
 * against the same schema without loading zod's full build on the home page. Requests, forms
 * and the answers only signed-in screens read keep zod's full build (messages, transforms).
 */

/** Every data response: `{ status: "success", data }` (docs/decisions.md §3). */
export const successEnvelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });

/** A page of a list in the original `{ status, data }` shape; `next_cursor` is null on the last. */
export const pagedEnvelope = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    status: z.literal('success'),
    data: z.array(item),
    next_cursor: z.nullable(z.string()),
  });

/** Answers that carry only a confirmation for the client's toast. */
export const messageReply = z.object({ status: z.literal('success'), message: z.string() });

/** Machine keys of error responses. */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'request_timeout',
  'bad_request',
  'reset_expired',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
