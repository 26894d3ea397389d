import type { MessageKey } from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../app-error.ts';
import type { UploadKind } from './sniff.ts';
import { type StoredUpload, storePart } from './store-part.ts';
import { toFieldErrors } from './upload-errors.ts';
import { FIELD_LIMITS } from './uploads-plugin.ts';

/** File parts beyond the expected ones that are read past (a stray input) before a 413. */
const EXTRA_FILES = 2;

export type FileRule = {
  kind: UploadKind;
  /** Storage folder, e.g. `teachers/files`. */
  folder: string;
  /** The message when the file is missing; without it the file is optional. */
  required?: MessageKey;
};

export type UploadSpec<Fields extends z.ZodType, Files extends Record<string, FileRule>> = {
  fields: Fields;
  files: Files;
};

export type ReceivedFiles<Files extends Record<string, FileRule>> = {
  [Name in keyof Files]: Files[Name] extends { required: MessageKey }
    ? StoredUpload
    : StoredUpload | undefined;
};

export type ReceivedUpload<Fields extends z.ZodType, Files extends Record<string, FileRule>> = {
  fields: z.output<Fields>;
  files: ReceivedFiles<Files>;
  /** Deletes every stored file of this request (when the work after the upload fails). */
  discard: () => Promise<void>;
};

/**
 * Reads a multipart body in one pass: text fields are collected, each expected file is
 * streamed to storage as it arrives (see storePart), nothing is held in memory whole.
 * Fields sent before the files (the web client sends them first) are checked before any
 * file is stored. Afterwards the fields are checked with the zod schema and the required files with their
 * messages, all reported together as one 422. Any failure (validation, 413, 415, a client
 * that aborts, a storage error) deletes every file this request stored before rethrowing,
 * so a failed upload leaves nothing behind. A non-multipart (JSON) body is accepted as
 * fields only, which serves forms whose files are optional.
 */
export async function receiveUpload<
  Fields extends z.ZodType,
  Files extends Record<string, FileRule>,
>(
  request: FastifyRequest,
  spec: UploadSpec<Fields, Files>,
): Promise<ReceivedUpload<Fields, Files>> {
  const { storage, config } = request.server;
  const keys: string[] = [];
  const discard = async () => {
    await Promise.all(keys.splice(0).map((key) => storage.delete(key)));
  };

  try {
    const values: Record<string, unknown> = {};
    const stored: Record<string, StoredUpload> = {};
    const rules = Object.entries(spec.files);

    if (!request.isMultipart()) {
      const body = request.body;
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(values, body);
    } else {
      assertBoundary(request);
      // Busboy's own cap sits one byte above the largest kind this route takes, so the
      // per-kind count in storePart is the one that decides (and names the field).
      const largest = Math.max(0, ...rules.map(([, rule]) => config.uploadLimits[rule.kind]));
      const parts = request.parts({
        limits: { ...FIELD_LIMITS, files: rules.length + EXTRA_FILES, fileSize: largest + 1 },
      });
      let checkedEarly = false;
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.valueTruncated || part.fieldnameTruncated) {
            throw new AppError(413, 'payload_too_large', 'error.payload_too_large');
          }
          values[part.fieldname] = part.value;
          continue;
        }
        if (!checkedEarly) {
          checkedEarly = true;
          assertSentFieldsValid(spec.fields, values);
        }
        const rule = Object.hasOwn(spec.files, part.fieldname) ? spec.files[part.fieldname] : null;
        if (!rule || stored[part.fieldname]) {
          // Not a file this route takes (or a second one): read past it, store nothing.
          part.file.resume();
          continue;
        }
        const upload = await storePart(part.file, {
          storage,
          field: part.fieldname,
          kind: rule.kind,
          folder: rule.folder,
          maxBytes: config.uploadLimits[rule.kind],
          filename: part.filename,
          onKey: (key) => keys.push(key),
        });
        if (upload) stored[part.fieldname] = upload;
      }
    }

    const errors: Record<string, MessageKey[]> = {};
    const parsed = spec.fields.safeParse(values);
    if (!parsed.success) Object.assign(errors, toFieldErrors(parsed.error.issues));
    for (const [name, rule] of rules) {
      if (rule.required && !stored[name]) errors[name] = [rule.required];
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      throw new AppError(422, 'validation_failed', 'error.validation_failed', {}, errors);
    }
    return {
      fields: parsed.data as z.output<Fields>,
      files: stored as ReceivedFiles<Files>,
      discard,
    };
  } catch (error) {
    await discard();
    // Busboy reports a body that ends mid-part with a plain error: the client's fault.
    if (error instanceof Error && /unexpected end of multipart data/i.test(error.message)) {
      throw badRequest();
    }
    throw error;
  }
}

const badRequest = () => new AppError(400, 'bad_request', 'error.bad_request');

/** RFC 2046 boundaries are 1 to 70 characters; busboy throws a plain error for any other. */
export function assertBoundary(request: FastifyRequest) {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(request.headers['content-type'] ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  if (boundary.length < 1 || boundary.length > 70) throw badRequest();
}

/**
 * Before the first file is stored: a field already sent with a wrong value fails the
 * request now rather than after a long upload (fields still to come are not judged).
 */
function assertSentFieldsValid(schema: z.ZodType, values: Record<string, unknown>) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return;
  const sent = parsed.error.issues.filter((issue) => String(issue.path[0]) in values);
  if (sent.length === 0) return;
  const errors = toFieldErrors(sent);
  throw new AppError(422, 'validation_failed', 'error.validation_failed', {}, errors);
}

/**
 * receiveUpload, then `work` with the result; when `work` throws (a check against the
 * database, an insert) the stored files are deleted before the error goes on.
 */
export async function handleUpload<
  Fields extends z.ZodType,
  Files extends Record<string, FileRule>,
  Result,
>(
  request: FastifyRequest,
  {
    spec,
    work,
  }: {
    spec: UploadSpec<Fields, Files>;
    work: (upload: ReceivedUpload<Fields, Files>) => Promise<Result>;
  },
): Promise<Result> {
  const upload = await receiveUpload(request, spec);
  try {
    return await work(upload);
  } catch (error) {
    await upload.discard();
    throw error;
  }
}
