import { randomUUID } from 'node:crypto';
import { PUBLIC_REPLY_SECONDS } from '@madrasa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compress, encodingOf } from '../../lib/compression.ts';
import { changesPublicContent } from '../../lib/public-writes.ts';
import { connectRedis } from '../../lib/redis.ts';
import {
  type CachedReply,
  createReplyCache,
  etagOf,
  matchesEtag,
  type ReplyCache,
} from './reply-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'public'`: the same answer for everyone (no session, no personal field), so it is
     * kept in memory and shared caches may keep it briefly.
     */
    cache?: 'public';
  }
  interface FastifyInstance {
    /** Forgets every kept public reply, here and on every instance (after a write outside HTTP). */
    forgetPublicReplies: () => Promise<void>;
    /** The kept replies, for the pages the web-app plugin renders (keys of its own). */
    publicReplies: ReplyCache;
  }
}

/** What browsers and the proxy may do with a public reply: keep it briefly, revalidate by ETag. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_REPLY_SECONDS.maxAge}, stale-while-revalidate=${PUBLIC_REPLY_SECONDS.stale}`;
/** Everything else from the API may be someone's own: never kept anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
const MAX_BYTES = 64 * 1024 * 1024;

/** A request answered from memory, or the key and generation its fresh reply is kept under. */
type Lookup = { key: string; since: number; hit: boolean };

const keyOf = (request: FastifyRequest) => `${request.language} ${request.url}`;

/** Below this a compressed body saves less than a packet: sent as it is. */
const COMPRESS_FROM_BYTES = 1024;

/** The headers every public reply carries, fresh or kept: it differs by language and compression. */
const publicHeaders = (reply: FastifyReply, etag: string) =>
  reply
    .header('etag', etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('vary', 'accept-language, accept-encoding');

/**
 * A kept reply in the compression the request accepts, made from the plain one the first
 * time it is asked for and kept beside it (a phone then loads a list of 24 teachers in a
 * fifth of the bytes).
 */
function inEncoding(cache: ReplyCache, request: FastifyRequest, key: string, plain: CachedReply) {
  const encoding = encodingOf(request);
  if (encoding === 'identity') return plain;
  const encodedKey = `${key} ${encoding}`;
  const kept = cache.get(encodedKey);
  if (kept) return kept;
  if (Buffer.byteLength(plain.body) < COMPRESS_FROM_BYTES) return plain;
  const since = cache.generation;
  const encoded = { ...plain, body: compress(plain.body, encoding, 'quick'), encoding };
  cache.store(encodedKey, encoded, { since });
  return encoded;
}

function answerFromMemory(request: FastifyRequest, reply: FastifyReply, cached: CachedReply) {
  request.keptReply = true;
  publicHeaders(reply, cached.etag);
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  if (cached.encoding) reply.header('content-encoding', cached.encoding);
  return reply.type(cached.contentType).send(cached.body);
}

/**
 * Public reads (routes with `config: { cache: 'public' }`) are answered from memory: the
 * catalogue changes only when an editor or a teacher saves, so each answer is serialized
 * once per URL and language and kept until such a write (lib/public-writes.ts) or
 * `forgetPublicReplies()`. With REDIS_URL every instance hears of a write at once (pub/sub)
 * and forgets too; a kept reply lives at most `ttlMs` in any case, which bounds staleness if
 * a message is lost. Every public reply carries an ETag (If-None-Match → 304) and a short
 * public Cache-Control; every other API reply says `private, no-store`.
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance) => {
    const { redis, database } = app.config;
    // Alone on its database (PGlite), or told of every write through Redis, a reply is kept
    // for minutes; instances on one PostgreSQL that cannot tell each other keep it no longer
    // than browsers may (max-age).
    const ttlMs =
      redis || database.kind === 'pglite' ? 10 * 60_000 : PUBLIC_REPLY_SECONDS.maxAge * 1000;
    const cache = createReplyCache({ maxBytes: MAX_BYTES, ttlMs });
    const lookups = new WeakMap<FastifyRequest, Lookup>();

    let announce = async () => {};
    if (redis) {
      const channel = `${redis.prefix}public-replies`;
      const instance = randomUUID();
      const publisher = await connectRedis(app, { url: redis.url, name: `${channel}:pub` });
      const subscriber = await connectRedis(app, { url: redis.url, name: `${channel}:sub` });
      await subscriber.subscribe(channel);
      subscriber.on('message', (_channel, from) => {
        if (from !== instance) cache.clear();
      });
      // Messages sent while the connection was down are lost: forget everything on reconnect.
      subscriber.on('ready', () => cache.clear());
      announce = async () => {
        await publisher.publish(channel, instance).catch((error: unknown) => {
          app.log.error({ err: error }, 'could not tell the other instances of a write');
        });
      };
    }

    const forget = async () => {
      cache.clear();
      await announce();
    };
    app.decorate('forgetPublicReplies', forget);
    app.decorateRequest('keptReply', false);
    app.decorate('publicReplies', cache);

    // Callbacks rather than async functions: every request crosses them (language.ts).
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.cache !== 'public') return done();
      if (request.method !== 'GET' && request.method !== 'HEAD') return done();
      const key = keyOf(request);
      const cached = cache.get(key);
      lookups.set(request, { key, since: cache.generation, hit: !!cached });
      // Answered here, the request goes no further (done is not called).
      if (cached) answerFromMemory(request, reply, inEncoding(cache, request, key, cached));
      else done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      // Before the reply leaves: whoever wrote reads their own write on the next request.
      if (changesPublicContent(request, reply.statusCode)) {
        forget().then(() => done(null, keep(request, reply, payload)), done);
      } else {
        done(null, keep(request, reply, payload));
      }
    });

    /** A fresh public reply is kept, with its ETag; every other API reply is marked private. */
    const keep = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.url.startsWith('/api/')) return payload;

      const lookup = lookups.get(request);
      if (!lookup || lookup.hit || reply.statusCode !== 200 || typeof payload !== 'string') {
        if (!lookup?.hit && !reply.hasHeader('cache-control')) {
          reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        }
        return payload;
      }
      const cached: CachedReply = {
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json'),
        etag: etagOf(payload),
      };
      cache.store(lookup.key, cached, { since: lookup.since });
      publicHeaders(reply, cached.etag);
      if (matchesEtag(request.headers['if-none-match'], cached.etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    };
  },
  { name: 'public-cache', dependencies: ['language'] },
);
