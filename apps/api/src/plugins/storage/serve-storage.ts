import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { isLockedKey } from '../../lib/premium/locked-keys.ts';
import { parseSignedPath, verifySignedPath } from '../../lib/premium/signed-urls.ts';
import { contentTypeOf, isStorageKey } from '../../lib/storage/index.ts';
import { findDownloadName } from './download-name.ts';
import { etagMatches, notModifiedSince, parseRange } from './http-range.ts';

/** Stored names are random and never reused, so a year of immutable caching is safe. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const querystring = z.object({
  download: z.enum(['1', 'true', '0', 'false']).optional(),
});

/**
 * The key a request names and how long its reply may be kept. `/storage/~<expires>.<sig>/<key>`
 * is a signed URL for a premium item's file (lib/premium/signed-urls.ts): kept privately
 * until it expires, never by a shared cache. A plain request for a file only locked premium
 * items use is refused.
 */
async function admit(app: FastifyInstance, path: string): Promise<{ key: string; cache: string }> {
  const signed = parseSignedPath(path);
  if (signed) {
    if (!isStorageKey(signed.key)) throw notFoundError();
    const now = Date.now();
    if (!verifySignedPath(app.premiumKeys.urls, signed, now)) {
      throw new AppError(403, 'forbidden', 'premium.link_expired');
    }
    const secondsLeft = Math.floor((signed.expires * 1000 - now) / 1000);
    return { key: signed.key, cache: `private, max-age=${secondsLeft}` };
  }
  if (!isStorageKey(path)) throw notFoundError();
  if (await isLockedKey(app.db, { premium: await app.premiumIndex(), key: path })) {
    throw new AppError(403, 'forbidden', 'premium.locked');
  }
  return { key: path, cache: CACHE_CONTROL };
}

/**
 * GET /storage/<key>: the file server for every storage driver. Handles conditional
 * requests, single byte ranges (video seeking), download names for PDFs, and the signed
 * URLs of premium files.
 */
export async function serveStorageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    // HEAD is declared rather than derived: Fastify's derived HEAD resets Content-Length.
    method: ['GET', 'HEAD'],
    url: '/storage/*',
    schema: { hide: true, querystring },
    handler: async (request, reply) => {
      const { key, cache } = await admit(app, (request.params as { '*': string })['*']);
      const info = await app.storage.stat(key);
      if (!info) throw notFoundError();

      reply
        .header('content-type', contentTypeOf(key))
        .header('x-content-type-options', 'nosniff')
        .header('x-frame-options', 'SAMEORIGIN')
        .header('accept-ranges', 'bytes')
        .header('etag', info.etag)
        .header('last-modified', info.lastModified.toUTCString())
        .header('cache-control', cache);

      const ifNoneMatch = request.headers['if-none-match'];
      if (
        etagMatches(ifNoneMatch, info.etag) ||
        (!ifNoneMatch && notModifiedSince(request.headers['if-modified-since'], info.lastModified))
      ) {
        return reply.code(304).send();
      }

      const download = request.query.download === '1' || request.query.download === 'true';
      if (key.endsWith('.pdf') || download) {
        const name = (await findDownloadName(app.db, key)) ?? key.slice(key.lastIndexOf('/') + 1);
        reply.header(
          'content-disposition',
          contentDisposition(download ? 'attachment' : 'inline', name),
        );
      }

      // A stale If-Range validator means the client's partial copy is outdated: send it all.
      const ifRange = request.headers['if-range'];
      const rangeHeader = ifRange && ifRange !== info.etag ? undefined : request.headers.range;
      const wanted = parseRange(rangeHeader, info.size);
      if (wanted.kind === 'unsatisfiable') {
        reply.removeHeader('content-type');
        return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      }
      const range = wanted.kind === 'partial' ? wanted.range : undefined;
      const length = range ? range.end - range.start + 1 : info.size;
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
      }
      reply.header('content-length', length);
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await app.storage.get(key, range));
    },
  });
}
