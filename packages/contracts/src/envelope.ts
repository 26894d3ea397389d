import { z } from 'zod';

/** Every data response: `{ status: "success", data }` (docs/decisions.md §3). */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });

/** A page of a list in the original `{ status, data }` shape; `next_cursor` is null on the last. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal('success'),
    data: item.array(),
    next_cursor: z.string().nullable(),
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
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
