import type { MessageKey } from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../app-error.ts';
import { assertBoundary } from './receive-upload.ts';
import { toFieldErrors } from './upload-errors.ts';
import { FIELD_LIMITS } from './uploads-plugin.ts';

/**
 * A multipart form with one small file that is read, not stored (an import): its text
 * fields checked by `fields`, the file's bytes in memory up to `maxBytes` (413 beyond,
 * with `tooLarge`), the file required (422 with `required`).
 */
export async function receiveSmallFile<Fields extends z.ZodType>(
  request: FastifyRequest,
  {
    fields,
    field,
    maxBytes,
    required,
    tooLarge,
  }: {
    fields: Fields;
    field: string;
    maxBytes: number;
    required: MessageKey;
    tooLarge: MessageKey;
  },
): Promise<{ fields: z.output<Fields>; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'error.unsupported_media_type');
  }
  assertBoundary(request);
  const values: Record<string, unknown> = {};
  let bytes: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: { ...FIELD_LIMITS, files: 1, fileSize: maxBytes },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        values[part.fieldname] = part.value;
      } else if (part.fieldname === field && bytes === null) {
        bytes = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'payload_too_large', 'error.payload_too_large');
    }
    if (error instanceof Error && /unexpected end of multipart data/i.test(error.message)) {
      throw new AppError(400, 'bad_request', 'error.bad_request');
    }
    throw error;
  }
  const parsed = fields.safeParse(values);
  const errors: Record<string, MessageKey[]> = parsed.success
    ? {}
    : toFieldErrors(parsed.error.issues);
  if (!bytes || bytes.length === 0) errors[field] = [required];
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new AppError(422, 'validation_failed', 'error.validation_failed', {}, errors);
  }
  return { fields: parsed.data as z.output<Fields>, bytes: bytes as Buffer };
}
