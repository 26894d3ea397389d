import type { ByteRange } from '../../lib/storage/index.ts';

export type RangeRequest =
  | { kind: 'full' }
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

/**
 * Reads a single `bytes=` range (RFC 9110 §14). Malformed headers and multi-range
 * requests are ignored (a full 200 answer is allowed and no player needs multipart).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };

  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }

  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'full' };
  return { kind: 'partial', range: { start, end } };
}

/** True when an If-None-Match list names this ETag (weak comparison, as for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return header
    .split(',')
    .some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(etag));
}

/** True when the object has not changed since the If-Modified-Since date (1 s resolution). */
export function notModifiedSince(header: string | undefined, lastModified: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}
