import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type StoredObjectInfo = {
  size: number;
  lastModified: Date;
  /** A strong validator; stored objects never change, so any stable value works. */
  etag: string;
};

/**
 * Where uploaded and seeded files live. Keys are relative paths made by `newStorageKey`
 * (random, never reused), so a driver never sees user-chosen names. The local-disk
 * driver is the default; the S3 driver (s3-storage.ts) implements the same four calls.
 */
export type Storage = {
  put: (key: string, body: Readable | Uint8Array) => Promise<{ size: number }>;
  get: (key: string, range?: ByteRange) => Promise<Readable>;
  /** null when there is no such object. */
  stat: (key: string) => Promise<StoredObjectInfo | null>;
  delete: (key: string) => Promise<void>;
};
