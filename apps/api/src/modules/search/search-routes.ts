import { searchQuery, searchReply } from '@madrasa/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesPublicContent } from '../../lib/public-writes.ts';
import { createPdfTextReader, UnreadablePdfError } from './pdf-text.ts';
import { search } from './search.ts';
import { coveredSince, markExtracted, pdfsToExtract, rebuildSearchIndex } from './search-index.ts';

const REINDEX_JOB = 'search-reindex';
const isMissing = async (app: FastifyInstance, key: string) =>
  (await app.storage.stat(key).catch(() => undefined)) === null;
const PDF_TEXT_JOB = 'pdf-text';
/** Writes within this long share one rebuild. */
const REINDEX_DELAY_MS = 500;

/**
 * Asks for a rebuild of the index soon. A burst of writes sends several; the first to run
 * rebuilds and the others, asked before it began reading, end at once (coveredSince). A
 * write during a rebuild asks after it began, so it gets a rebuild of its own.
 */
const requestReindex = (app: FastifyInstance) =>
  app.jobs.send(
    REINDEX_JOB,
    { requestedAt: new Date().toISOString() },
    { startAfter: new Date(Date.now() + REINDEX_DELAY_MS) },
  );

/**
 * Keeps the index true: its jobs (a rebuild; a PDF's text), a rebuild at start, and one
 * after every write that may change what search finds (lib/public-writes.ts). Registered
 * first and unencapsulated (fastify-plugin), so its hook sees the routes of every module.
 */
export const searchIndexUpkeep = fp(
  async (app: FastifyInstance) => {
    // A PDF still unread has its job queued already, unless the job was lost (it failed for
    // good, or was sent before the embedded database kept its jobs): the first rebuild here
    // sends those again (a waiting job's key adds nothing), later ones only the new PDFs.
    let resendUnread = true;
    const pdfText = createPdfTextReader();
    app.addHook('onClose', () => pdfText.close());
    await app.jobs.work<{ requestedAt: string }>(REINDEX_JOB, async ({ requestedAt }) => {
      if (await coveredSince(app.db, new Date(requestedAt))) return;
      const { pdfs } = await rebuildSearchIndex(app.db);
      const keys = await pdfsToExtract(app.db, pdfs, { waiting: resendUnread });
      resendUnread = false;
      for (const key of keys) {
        await app.jobs.send(PDF_TEXT_JOB, { key }, { singletonKey: key });
      }
    });
    await app.jobs.work<{ key: string }>(PDF_TEXT_JOB, async ({ key }) => {
      try {
        await markExtracted(app.db, key, { text: await pdfText.read(app.storage, key) });
      } catch (error) {
        // A broken or missing PDF is given up on (its title is still found); a storage
        // error is retried.
        if (!(error instanceof UnreadablePdfError) && !(await isMissing(app, key))) throw error;
        app.log.warn({ key, err: error }, 'a stored PDF has no readable text');
        await markExtracted(app.db, key, { failed: true });
      }
    });
    // A callback, not an async function: every request crosses it (plugins/language.ts).
    app.addHook('onResponse', (request, reply, done) => {
      if (!changesPublicContent(request, reply.statusCode)) return done();
      requestReindex(app)
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'could not ask for a search index rebuild');
        })
        .then(() => done());
    });
    app.addHook('onReady', async () => {
      await requestReindex(app);
    });
  },
  { name: 'search-index-upkeep' },
);

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Subjects, lessons, materials (and the text of their PDFs), teachers, posts and exams matching a query: Arabic without tashkeel or with any alef, Arabic digits, typos',
        querystring: searchQuery,
        response: { 200: searchReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await search(app.db, { query: request.query.q, limit: request.query.limit }),
    }),
  );
};
