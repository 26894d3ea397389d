import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.ts';
import type { Storage } from './storage.ts';
import { contentTypeOf, isStorageKey } from './storage-key.ts';

/**
 * An upload buffers at most PART_SIZE × PARTS_IN_FLIGHT bytes (16 MiB), however large the
 * file; a 2 GB video becomes 256 parts, far below S3's 10 000.
 */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const checkedKey = (key: string): string => {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
};

const isNotFound = (error: unknown): boolean =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Objects in one bucket of S3 or an S3-compatible server, one object per key. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    // The SDK's default checksums (aws-chunked bodies with trailers) are not understood by
    // every S3-compatible server; TLS already protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    async put(key, body) {
      const target = { Bucket, Key: checkedKey(key), ContentType: contentTypeOf(key) };
      if (!(body instanceof Readable)) {
        await client.send(new PutObjectCommand({ ...target, Body: body }));
        return { size: body.byteLength };
      }
      // Multipart, part by part as the bytes arrive: a video never sits whole in memory.
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const upload = new Upload({
        client,
        params: { ...target, Body: counter },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      // A failed upload stops reading; ending the counter lets the pipeline settle too.
      const uploaded = upload.done().catch((error: unknown) => {
        counter.destroy(error as Error);
        throw error;
      });
      try {
        await pipeline(body, counter);
      } catch (error) {
        // The source's own error (e.g. the upload code's 413) is the one callers expect;
        // the upload is aborted (its parts removed) before this rejects.
        await uploaded.catch(() => {});
        throw error;
      }
      await uploaded;
      return { size };
    },

    async get(key, range) {
      const reply = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the SDK's body is the HTTP response itself, a Readable.
      return reply.Body as Readable;
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        const etag = head.ETag ?? `"${head.ContentLength ?? 0}"`;
        return {
          size: head.ContentLength ?? 0,
          lastModified: head.LastModified ?? new Date(0),
          // Some servers leave the quotes off; HTTP validators need them.
          etag: etag.startsWith('"') ? etag : `"${etag}"`,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
  };
}
