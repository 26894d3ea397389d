import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A public reply as sent: its body, its type and the ETag naming those bytes. */
export type CachedReply = {
  body: string | Buffer;
  contentType: string;
  etag: string;
  /** Set on a copy kept in a compression (a page, or a public reply a browser asked for). */
  encoding?: string;
};

export type ReplyCacheOptions = {
  /** The memory the bodies may take, in bytes. */
  maxBytes: number;
  /** How long an entry is served without a word from any writer (see `ttlMs` in index.ts). */
  ttlMs: number;
};

/** A weak ETag: the bytes on the wire differ when a proxy compresses them, the meaning not. */
export const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an `If-None-Match` header names this ETag (a list, `*`, weak or strong forms). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * Serialized public replies by request, emptied whenever something they show may have
 * changed. `generation` counts the emptyings: a reply computed while one happened may show
 * the state before the write, so `store` drops it rather than keep it.
 */
export function createReplyCache({ maxBytes, ttlMs }: ReplyCacheOptions) {
  const entries = new LRUCache<string, CachedReply>({
    maxSize: maxBytes,
    sizeCalculation: (reply, key) =>
      (typeof reply.body === 'string' ? reply.body.length * 2 : reply.body.length) +
      key.length * 2 +
      200,
    ttl: ttlMs,
  });
  let generation = 0;

  return {
    get generation() {
      return generation;
    },
    /** How long a reply is kept at most: what else follows the writes keeps no longer. */
    ttlMs,
    get: (key: string) => entries.get(key),
    store(key: string, reply: CachedReply, { since }: { since: number }) {
      if (since === generation) entries.set(key, reply);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

export type ReplyCache = ReturnType<typeof createReplyCache>;
