/**
 * What a file is, judged by its first bytes only (docs/decisions.md §5): never by its name or the
 * MIME type the client claims, both of which the client controls.
 */

export type UploadKind = 'pdf' | 'image' | 'video' | 'captions';

export type SniffedType = {
  extension: 'pdf' | 'jpg' | 'png' | 'webp' | 'mp4' | 'vtt';
  mime: string;
};

/** Enough bytes to tell every accepted type apart (WebP and MP4 need 12; WebVTT 10 with a BOM). */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, { start, end }: { start: number; end: number }) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * ISO base-media brands that are MP4 video. The same `ftyp` box also opens QuickTime,
 * HEIC/AVIF images and M4A audio, which browsers will not play as a lesson video, so
 * the brand is checked against a list instead of accepting any `ftyp`.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'av01',
  'dash',
  'mmp4',
  'MSNV',
  'M4V ',
]);

/** The type of a file from its head, or null when it is none of the accepted types. */
export function sniffType(head: Uint8Array): SniffedType | null {
  if (ascii(head, { start: 0, end: 5 }) === '%PDF-')
    return { extension: 'pdf', mime: 'application/pdf' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mime: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', mime: 'image/png' };
  }
  if (
    ascii(head, { start: 0, end: 4 }) === 'RIFF' &&
    ascii(head, { start: 8, end: 12 }) === 'WEBP'
  ) {
    return { extension: 'webp', mime: 'image/webp' };
  }
  if (
    ascii(head, { start: 4, end: 8 }) === 'ftyp' &&
    MP4_BRANDS.has(ascii(head, { start: 8, end: 12 }))
  ) {
    return { extension: 'mp4', mime: 'video/mp4' };
  }
  // WebVTT: the signature, optionally after a UTF-8 byte-order mark, then a space, tab or
  // line break (the full check, cue by cue, follows once the file is in: captions.ts).
  const vtt = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  if (
    ascii(head, { start: vtt, end: vtt + 6 }) === 'WEBVTT' &&
    /^[ \t\r\n]?$/.test(ascii(head, { start: vtt + 6, end: vtt + 7 }))
  ) {
    return { extension: 'vtt', mime: 'text/vtt' };
  }
  return null;
}

const ACCEPTED: Record<UploadKind, readonly SniffedType['extension'][]> = {
  pdf: ['pdf'],
  image: ['jpg', 'png', 'webp'],
  video: ['mp4'],
  captions: ['vtt'],
};

/** The sniffed type when it is one the kind accepts, else null. */
export function sniffKind(head: Uint8Array, kind: UploadKind): SniffedType | null {
  const type = sniffType(head);
  return type && ACCEPTED[kind].includes(type.extension) ? type : null;
}
