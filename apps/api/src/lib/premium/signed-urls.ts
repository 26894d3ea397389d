import { createHmac, timingSafeEqual } from 'node:crypto';
import type { VideoStream } from '@madrasa/contracts';
import { storagePath } from '../storage-path.ts';

/**
 * Signed, short-lived URLs for the files of premium items (docs/decisions.md §21):
 * `/storage/~<expires>.<signature>/<key>`, the signature an HMAC under PREMIUM_SECRET's URL
 * key of `<expires>:<scope>`. The scope is the key itself, or for a file of a video ladder
 * the ladder's folder: an HLS playlist names its rungs and segments by relative URLs, which
 * then resolve under the same signed prefix and stay valid. A plain URL, guessed or shared,
 * opens nothing that only locked items use (lib/premium/locked-keys.ts).
 */

const HOUR_S = 3600;
const MINUTE_S = 60;

/**
 * How long a signed URL opens its file. A video must play to its end, pauses included: 3
 * hours at least, rounded up to the hour so every request within the hour gets the same URL
 * (and the browser's cache of it). A PDF is fetched at once: 30 minutes, rounded up to 10.
 */
export const SIGNED_URL_LIFETIME = {
  video: { seconds: 3 * HOUR_S, roundTo: HOUR_S },
  file: { seconds: 30 * MINUTE_S, roundTo: 10 * MINUTE_S },
} as const;
export type SignedUrlKind = keyof typeof SIGNED_URL_LIFETIME;

/** Unix seconds a URL signed now stays valid until. */
export function expiryOf(kind: SignedUrlKind, now = Date.now()): number {
  const { seconds, roundTo } = SIGNED_URL_LIFETIME[kind];
  return Math.ceil((Math.floor(now / 1000) + seconds) / roundTo) * roundTo;
}

/** A ladder's folder, `videos/hls/<random>`, from a key of one of its files; else null. */
export function ladderFolderOf(key: string): string | null {
  return /^(videos\/hls\/[a-z0-9-]+)\/[^/]+$/.exec(key)?.[1] ?? null;
}

/** 128 bits of HMAC-SHA-256, base64url: 22 characters. */
const SIGNATURE_LENGTH = 22;

function signatureOf(urlKey: Buffer, expires: number, scope: string): string {
  return createHmac('sha256', urlKey)
    .update(`${expires}:${scope}`)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/** The signed path of a stored key: scoped to its ladder's folder when it is a ladder file. */
export function signedStoragePath(urlKey: Buffer, key: string, expires: number): string {
  const scope = ladderFolderOf(key) ?? key;
  return `/storage/~${expires}.${signatureOf(urlKey, expires, scope)}/${key}`;
}

/** A path as handed out (`/storage/<key>`) signed; other paths (none) are left as they are. */
export function signPath(urlKey: Buffer, path: string, expires: number): string {
  const prefix = storagePath('');
  return path.startsWith(prefix)
    ? signedStoragePath(urlKey, path.slice(prefix.length), expires)
    : path;
}

/** A player's stream with every file signed but the poster, which lists show anyway. */
export function signStream(urlKey: Buffer, stream: VideoStream, expires: number): VideoStream {
  const sign = (path: string | null) => (path === null ? null : signPath(urlKey, path, expires));
  return {
    ...stream,
    hls: sign(stream.hls),
    data_saver: sign(stream.data_saver),
    mp4: sign(stream.mp4),
    captions: stream.captions.map((track) => ({
      ...track,
      src: signPath(urlKey, track.src, expires),
    })),
  };
}

export type SignedRequest = { expires: number; signature: string; key: string };

const SIGNED = new RegExp(`^~(\\d{1,12})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})/(.+)$`);

/** The parts of a `/storage/*` path that starts with a signature; null for a plain one. */
export function parseSignedPath(path: string): SignedRequest | null {
  const match = SIGNED.exec(path);
  if (!match) return null;
  return { expires: Number(match[1]), signature: match[2] as string, key: match[3] as string };
}

/** Whether the signature opens this key now: signed for the key itself or its ladder folder. */
export function verifySignedPath(urlKey: Buffer, request: SignedRequest, now = Date.now()) {
  if (request.expires * 1000 <= now) return false;
  const given = Buffer.from(request.signature);
  const folder = ladderFolderOf(request.key);
  return [request.key, ...(folder ? [folder] : [])].some((scope) =>
    timingSafeEqual(given, Buffer.from(signatureOf(urlKey, request.expires, scope))),
  );
}

export type PathSigner = {
  path: (path: string) => string;
  stream: (stream: VideoStream) => VideoStream;
};

/** A free item's paths: as they are. */
export const PLAIN_PATHS: PathSigner = { path: (path) => path, stream: (stream) => stream };

/**
 * An item's paths for someone allowed to open it: signed when the item is locked (premium,
 * not a preview), as they are; a free item's stay plain and publicly cacheable.
 */
export function pathSigner(
  urlKey: Buffer,
  { locked, kind, now = Date.now() }: { locked: boolean; kind: SignedUrlKind; now?: number },
): PathSigner {
  if (!locked) return PLAIN_PATHS;
  const expires = expiryOf(kind, now);
  return {
    path: (path) => signPath(urlKey, path, expires),
    stream: (stream) => signStream(urlKey, stream, expires),
  };
}
