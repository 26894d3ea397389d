import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundError } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { contentTypeOf, isStorageKey } from '../../lib/storage/index.ts';
import { findDownloadName } from './download-name.ts';
import { etagMatches, notModifiedSince, parseRange } from './http-range.ts';

/** Stored names are random and never reused, so a year of immutable caching is safe. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const querystring = z.object({
  download: z.enum(['1', 'true', '0', 'false']).optional(),
});

/**
 * GET /storage/<key>: the file server for every storage driver. Handles conditional
 * requests, single byte ranges (video seeking) and download names for PDFs.
 */
export async function serveStorageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    // HEAD is declared rather than derived: Fastify's derived HEAD resets Content-Length.
    method: ['GET', 'HEAD'],
    url: '/storage/*',
    schema: { hide: true, querystring },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isStorageKey(key)) throw notFoundError();
      const info = await app.storage.stat(key);
      if (!info) throw notFoundError();

      reply
        .header('content-type', contentTypeOf(key))
        .header('x-content-type-options', 'nosniff')
        .header('x-frame-options', 'SAMEORIGIN')
        .header('accept-ranges', 'bytes')
        .header('etag', info.etag)
        .header('last-modified', info.lastModified.toUTCString())
        .header('cache-control', CACHE_CONTROL);

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
