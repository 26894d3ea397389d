import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type Language, SAVED_FILES_CACHE, SERVICE_WORKER_PATH } from '@madrasa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { compress, encodingOf } from '../../lib/compression.ts';
import { languageSwitchRoutes } from './language-switch.ts';
import { linkPreviewOf } from './link-previews.ts';
import { inlineStylesheet, type PageHead, pageRenderer } from './page-head.ts';
import {
  pageLanguage,
  type RenderedPage,
  SERVER_RENDER_PATH,
  serverRenderer,
} from './server-render.ts';

const MISSING_BUILD =
  'Madrasa: the web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\n';

/** Paths the SPA never owns: unknown ones answer the JSON 404 envelope. */
const SERVER_PATH = /^\/(?:api|storage)(?:[/?]|$)/;

/** A path whose last segment has an extension: a missing file, never a page. */
const FILE_PATH = /\.[^/]*$/;

// A page navigation the SPA's router should handle: a browser asks for HTML, while link
// previewers (WhatsApp, Facebook) often send `Accept: */*`, so any path that does not name
// a file counts too.
const wantsPage = (request: FastifyRequest) => {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !SERVER_PATH.test(pathname) &&
    ((request.headers.accept ?? '').includes('text/html') || !FILE_PATH.test(pathname))
  );
};

/**
 * What /sw.js answers while the kill switch is on (SERVICE_WORKER=false): it replaces a bad
 * worker on the phones' next update check, empties every cache but the student's saved
 * lessons, and unregisters itself; the pages then load from the network as before.
 */
const SERVICE_WORKER_KILL_SWITCH = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) if (name !== '${SAVED_FILES_CACHE}') await caches.delete(name);
  await self.registration.unregister();
})()));
`;

/** The build's .br/.gz copies (vite.config.ts) are served for the file they compress. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

function cacheHeaders(
  reply: FastifyReply,
  { served, assetsDir }: { served: string; assetsDir: string },
) {
  const file = served.replace(COMPRESSED_COPY, '');
  // Vite's hashed file names change with their content; index.html must be revalidated.
  let policy = 'public, max-age=3600';
  if (file.startsWith(assetsDir)) policy = 'public, max-age=31536000, immutable';
  else if (file.endsWith('.html') || file.endsWith(SERVICE_WORKER_PATH)) {
    // The browser checks the worker for updates against the server, never a day-old copy.
    policy = 'no-cache';
  }
  reply.header('cache-control', policy);
}

/**
 * Serves the built SPA and its history fallback: a page request for any path outside
 * /api and /storage gets index.html, with that page's title and link-preview tags, so deep
 * links and shared links work. Everything else unknown gets the JSON 404 envelope.
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasBuild = existsSync(indexFile);
    const readAsset = (urlPath: string) => readFileSync(path.join(distDir, urlPath), 'utf8');
    const renderPage = hasBuild
      ? pageRenderer(inlineStylesheet(readFileSync(indexFile, 'utf8'), readAsset))
      : null;
    const serverRender = hasBuild ? serverRenderer(app, distDir) : null;

    /**
     * The page's HTML: its title and link-preview tags, and for a public page its content,
     * drawn by the server render. A failed lookup or render only loses those: the browser
     * then draws the page, as it would without the server render.
     */
    const render = async (
      request: FastifyRequest,
      { origin, language }: { origin: string; language: Language },
    ) => {
      if (!renderPage) return MISSING_BUILD;
      let head: PageHead = {};
      try {
        head = await linkPreviewOf(app.db, request.url.split('?')[0] ?? '');
      } catch (error) {
        request.log.warn({ err: error }, 'link preview lookup failed');
      }
      let rendered: RenderedPage | null = null;
      try {
        rendered = (await serverRender?.(`${origin}${request.url}`, language)) ?? null;
      } catch (error) {
        request.log.warn({ err: error }, 'server render failed: the page is sent without content');
      }
      return renderPage({
        head,
        url: request.url,
        origin,
        launchMode: app.config.launchMode,
        serviceWorker: app.config.serviceWorker,
        rendered,
      });
    };

    /**
     * index.html made this page's, kept compressed with the public replies: it shows only
     * public things (a teacher's or a post's name), so it is forgotten on the same writes.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = `${request.protocol}://${request.host}`;
      const encoding = encodingOf(request);
      const language = pageLanguage(request);
      const pageKey = `page ${language} ${origin}${request.url}`;
      const key = `${pageKey} ${encoding}`;
      const since = app.publicReplies.generation;
      let page = app.publicReplies.get(key);
      request.keptReply = !!page;
      if (!page) {
        // Rendered once per page and language; each accepted compression is made from it.
        let html = app.publicReplies.get(pageKey)?.body;
        if (typeof html !== 'string') {
          html = await render(request, { origin, language });
          app.publicReplies.store(pageKey, { body: html, contentType: '', etag: '' }, { since });
        }
        page = {
          // Compressed hard: it is done once per page and write.
          body: compress(html, encoding, 'hardest'),
          contentType: renderPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
          etag: '',
          encoding,
        };
        app.publicReplies.store(key, page, { since });
      }
      if (page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
      return reply
        .type(page.contentType)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, cookie')
        .send(page.body);
    };

    if (!app.config.serviceWorker) {
      // Before the static files' routes, which would send the built worker.
      app.addHook('onRequest', async (request, reply) => {
        if (request.url.split('?')[0] !== SERVICE_WORKER_PATH) return;
        return reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(SERVICE_WORKER_KILL_SWITCH);
      });
    }
    if (hasBuild) {
      const assetsDir = path.join(distDir, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: distDir,
        // Pages, / included, are rendered by sendPage.
        index: false,
        cacheControl: false,
        serveDotFiles: false,
        preCompressed: true,
        // One route per built file, listed at start (the build does not change while the
        // server runs): a catch-all route reads the folder on every request to check how a
        // name is spelled, a third of the server's work on a page's first load.
        wildcard: false,
        setHeaders: (reply, file) => cacheHeaders(reply, { served: file, assetsDir }),
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: serving the API only');
    }
    // The server render's code sits among the built files; it is never sent.
    app.get(`${SERVER_RENDER_PATH}/*`, { schema: { hide: true } }, (_request, reply) =>
      reply.callNotFound(),
    );
    // Whatever the Accept header: `curl /` gets the page too.
    app.get('/', { schema: { hide: true } }, sendPage);
    await app.register(languageSwitchRoutes);

    app.setNotFoundHandler(async (request, reply) => {
      if (wantsPage(request)) return sendPage(request, reply);
      const url = request.url.split('?')[0]?.slice(0, 200) ?? '';
      throw new AppError(404, 'not_found', 'error.route_not_found', {
        method: request.method,
        url,
      });
    });
  },
  { name: 'web-app', dependencies: ['error-handler', 'public-cache'] },
);
