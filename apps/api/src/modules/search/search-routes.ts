import { searchQuery, searchReply } from '@madrasa/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extractPdfText, UnreadablePdfError } from './pdf-text.ts';
import { search } from './search.ts';
import { markExtracted, pdfsToExtract, rebuildSearchIndex } from './search-index.ts';

const REINDEX_JOB = 'search-reindex';
const PDF_TEXT_JOB = 'pdf-text';
/** Writes within this long share one rebuild. */
const REINDEX_DELAY_MS = 500;

/** Asks for a rebuild of the index soon; many writes in a burst cause one. */
const requestReindex = (app: FastifyInstance) =>
  app.jobs.send(
    REINDEX_JOB,
    {},
    { singletonKey: 'all', startAfter: new Date(Date.now() + REINDEX_DELAY_MS) },
  );

/**
 * Keeps the index true: its jobs (a rebuild; a PDF's text), a rebuild at start, and one
 * after every successful write by an editor or a teacher, which may change what search
 * finds (a new PDF, a renamed subject, a hidden upload, a published exam). Registered
 * first and unencapsulated (fastify-plugin), so its hook sees the routes of every module.
 */
export const searchIndexUpkeep = fp(
  async (app: FastifyInstance) => {
    await app.jobs.work(REINDEX_JOB, async () => {
      const { pdfs } = await rebuildSearchIndex(app.db);
      for (const key of await pdfsToExtract(app.db, pdfs)) {
        await app.jobs.send(PDF_TEXT_JOB, { key }, { singletonKey: key });
      }
    });
    await app.jobs.work<{ key: string }>(PDF_TEXT_JOB, async ({ key }) => {
      try {
        await markExtracted(app.db, key, { text: await extractPdfText(app.storage, key) });
      } catch (error) {
        // A broken PDF is given up on (its title is still found); anything else is retried.
        if (!(error instanceof UnreadablePdfError)) throw error;
        app.log.warn({ key, err: error }, 'a stored PDF has no readable text');
        await markExtracted(app.db, key, { failed: true });
      }
      await requestReindex(app);
    });
    app.addHook('onResponse', async (request, reply) => {
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || reply.statusCode >= 400) return;
      if (!/^\/api\/(admin|teacher)/.test(request.url)) return;
      await requestReindex(app).catch((error: unknown) => {
        app.log.error({ err: error }, 'could not ask for a search index rebuild');
      });
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
