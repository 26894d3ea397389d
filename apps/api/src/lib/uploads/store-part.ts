import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '../app-error.ts';
import { newStorageKey, type Storage } from '../storage/index.ts';
import { SNIFF_BYTES, type SniffedType, sniffKind, type UploadKind } from './sniff.ts';

export type StoredUpload = {
  /** The storage key (serve it at `/storage/<key>`). */
  key: string;
  /** Bytes stored. */
  size: number;
  /** The name the client gave, for download names; never used to store or type the file. */
  originalName: string;
  /** Judged from the bytes. */
  mime: string;
  /** SHA-256 of the bytes, hex: the same video uploaded twice is transcoded once. */
  sha256: string;
};

type PartOptions = {
  storage: Storage;
  field: string;
  kind: UploadKind;
  folder: string;
  maxBytes: number;
  filename: string;
  /** Called with the key just before writing starts, so a failed write is cleaned up too. */
  onKey: (key: string) => void;
};

const fieldError = (status: 413 | 415, field: string) => {
  const [code, key] =
    status === 413
      ? (['payload_too_large', 'error.payload_too_large'] as const)
      : (['unsupported_media_type', 'error.unsupported_media_type'] as const);
  return new AppError(status, code, key, {}, { [field]: [key] });
};

/** Old browsers send a full client path; only the last segment is a name. */
const baseName = (filename: string) => filename.split(/[/\\]/).pop()?.trim().slice(0, 255) ?? '';

/**
 * Streams one multipart file into storage under a random key. The first bytes are read
 * ahead to decide the type (415 when the kind does not accept it, before anything is
 * written) and the extension of the key; every byte after is counted on its way through,
 * and one past `maxBytes` ends the write with a 413 (the driver drops the partial
 * object). Returns null for an empty part: a browser sends one for an empty file input.
 */
export async function storePart(
  file: Readable,
  options: PartOptions,
): Promise<StoredUpload | null> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    let head = Buffer.alloc(0);
    while (head.length < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head = Buffer.concat([head, next.value]);
    }
    if (head.length === 0) return null;
    const type: SniffedType | null = sniffKind(head, options.kind);
    if (!type) throw fieldError(415, options.field);
    if (head.length > options.maxBytes) throw fieldError(413, options.field);

    const { maxBytes } = options;
    const hash = createHash('sha256').update(head);
    async function* body() {
      let seen = head.length;
      yield head;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        seen += next.value.length;
        if (seen > maxBytes) throw fieldError(413, options.field);
        hash.update(next.value);
        yield next.value;
      }
    }

    const key = newStorageKey(options.folder, type.extension);
    options.onKey(key);
    const { size } = await options.storage.put(key, Readable.from(body(), { objectMode: false }));
    const originalName = baseName(options.filename) || `${options.field}.${type.extension}`;
    return { key, size, originalName, mime: type.mime, sha256: hash.digest('hex') };
  } catch (error) {
    // Stop busboy feeding a part nobody reads any more; the request ends with the error.
    file.destroy();
    throw error;
  }
}
