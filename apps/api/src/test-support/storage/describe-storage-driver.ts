import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ByteRange, Storage } from '../../lib/storage/storage.ts';
import { newStorageKey } from '../../lib/storage/storage-key.ts';

export type StorageDriverUnderTest = { storage: Storage; close: () => Promise<void> };

/** More than one 8 MiB part, so the S3 driver really uploads in parts. */
const LARGE = 9 * 1024 * 1024 + 123;

const readAll = async (stream: Promise<Readable>): Promise<Buffer> =>
  Buffer.concat(await (await stream).toArray());

/** A source that hands its bytes over in 64 KiB chunks, as a request body does. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
}

/** A source that sends some bytes and then fails, as an aborted or oversized upload does. */
function failing(bytes: Buffer, reason: Error): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw reason;
    })(),
  );
}

/**
 * The contract every storage driver keeps (storage.ts), run once per driver so local
 * disk and S3 behave the same for the upload and /storage code above them.
 */
export function describeStorageDriver(
  name: string,
  makeDriver: () => Promise<StorageDriverUnderTest>,
) {
  describe(`storage driver: ${name}`, () => {
    let driver: StorageDriverUnderTest;
    let storage: Storage;
    beforeAll(async () => {
      driver = await makeDriver();
      storage = driver.storage;
    });
    afterAll(() => driver?.close());

    it('stores bytes and reads them back whole, with their size', async () => {
      const key = newStorageKey('worksheets', 'pdf');
      const bytes = randomBytes(1000);
      expect(await storage.put(key, bytes)).toEqual({ size: 1000 });
      expect((await readAll(storage.get(key))).equals(bytes)).toBe(true);
    });

    it('streams a large upload in and counts its bytes', async () => {
      const key = newStorageKey('lessons', 'mp4');
      const bytes = randomBytes(LARGE);
      expect(await storage.put(key, chunked(bytes))).toEqual({ size: LARGE });
      expect((await readAll(storage.get(key))).equals(bytes)).toBe(true);
      expect((await storage.stat(key))?.size).toBe(LARGE);
    });

    it('reads exactly the requested inclusive byte range', async () => {
      const key = newStorageKey('lessons', 'mp4');
      const bytes = randomBytes(5000);
      await storage.put(key, bytes);
      // Not `0-0`: s3rver (the test server, not S3) answers that one with the whole object.
      const slices: ByteRange[] = [
        { start: 0, end: 1 },
        { start: 100, end: 1099 },
        { start: 4990, end: 4999 },
      ];
      for (const range of slices) {
        const part = await readAll(storage.get(key, range));
        expect(part.equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
      }
    });

    it('describes an object with size, date and a stable quoted ETag', async () => {
      const key = newStorageKey('images', 'webp');
      const before = Date.now() - 2000;
      await storage.put(key, randomBytes(321));
      const info = await storage.stat(key);
      expect(info?.size).toBe(321);
      expect(info?.etag).toMatch(/^"[^"]+"$/);
      expect(info?.lastModified.getTime()).toBeGreaterThan(before);
      expect((await storage.stat(key))?.etag).toBe(info?.etag);
      expect(await storage.stat(newStorageKey('images', 'webp'))).toBeNull();
    });

    it('stores empty files', async () => {
      const key = newStorageKey('worksheets', 'pdf');
      expect(await storage.put(key, new Uint8Array(0))).toEqual({ size: 0 });
      expect((await storage.stat(key))?.size).toBe(0);
      const streamed = newStorageKey('worksheets', 'pdf');
      expect(await storage.put(streamed, Readable.from([]))).toEqual({ size: 0 });
      expect((await readAll(storage.get(streamed))).length).toBe(0);
    });

    it('replaces an object stored again under the same key', async () => {
      const key = newStorageKey('worksheets', 'pdf');
      await storage.put(key, Buffer.from('first version'));
      await storage.put(key, chunked(Buffer.from('second')));
      expect((await readAll(storage.get(key))).toString()).toBe('second');
    });

    it('fails with the source error and leaves nothing behind', async () => {
      const key = newStorageKey('lessons', 'mp4');
      // The very error object: the upload code turns its own (a 413) into the reply.
      const reason = new Error('too large');
      // Past the first part, so S3 has a multipart upload in progress to abort.
      await expect(storage.put(key, failing(randomBytes(LARGE), reason))).rejects.toBe(reason);
      expect(await storage.stat(key)).toBeNull();
    });

    it('deletes objects, and deleting a missing one is not an error', async () => {
      const key = newStorageKey('worksheets', 'pdf');
      await storage.put(key, randomBytes(10));
      await storage.delete(key);
      expect(await storage.stat(key)).toBeNull();
      await expect(readAll(storage.get(key))).rejects.toThrow();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it.each([
      '../outside.pdf',
      '/etc/passwd.txt',
      'Upper/Case.PDF',
      'a/../../b.pdf',
      'no-extension',
    ])('refuses the key %s', async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.stat(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    });
  });
}
