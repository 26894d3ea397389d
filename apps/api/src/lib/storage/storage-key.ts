import { randomBytes } from 'node:crypto';

/**
 * Lower-case folders and a name with an extension, nothing else: no dots in folders,
 * no `..`, no leading slash, no percent escapes, so a key can never leave the root.
 */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,63}\/){0,4}[a-z0-9][a-z0-9-]{0,127}\.[a-z0-9]{1,8}$/;

export const isStorageKey = (value: string): boolean => KEY_PATTERN.test(value);

/** A fresh key such as `worksheets/3f2a…9c.pdf` (128 random bits). */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${extension.replace(/^\./, '').toLowerCase()}`;
  if (!isStorageKey(key)) throw new Error(`Invalid storage folder or extension: ${key}`);
  return key;
}

/** A fresh folder such as `videos/hls/3f2a…9c`, for a set of files made together (a video ladder). */
export function newStorageFolder(parent: string): string {
  const folder = `${parent}/${randomBytes(16).toString('hex')}`;
  if (!isStorageKey(`${folder}/x.x`)) throw new Error(`Invalid storage folder: ${folder}`);
  return folder;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  // An HLS ladder (docs/decisions.md §16): playlists, fMP4 segments, captions, posters.
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Only the types uploads accept are named; anything else is served as opaque bytes. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
