import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const MISSING_BUILD =
  'Madrasa: the web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\n';

/** Paths the SPA never owns: unknown ones answer the JSON 404 envelope. */
const SERVER_PATH = /^\/(?:api|storage)(?:[/?]|$)/;

/** A browser navigation (not a script, image or fetch) that the SPA's router should handle. */
const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !SERVER_PATH.test(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/** The build's .br/.gz copies (vite.config.ts) are served for the file they compress. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

function cacheHeaders(reply: FastifyReply, served: string, assetsDir: string) {
  const file = served.replace(COMPRESSED_COPY, '');
  // Vite's hashed file names change with their content; index.html must be revalidated.
  let policy = 'public, max-age=3600';
  if (file.startsWith(assetsDir)) policy = 'public, max-age=31536000, immutable';
  else if (file.endsWith('.html')) policy = 'no-cache';
  reply.header('cache-control', policy);
}

/**
 * Serves the built SPA and its history fallback: a page request for any path outside
 * /api and /storage gets index.html, so deep links work. Everything else unknown gets
 * the JSON 404 envelope.
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasBuild = existsSync(path.join(distDir, 'index.html'));
    if (hasBuild) {
      const assetsDir = path.join(distDir, 'assets') + path.sep;
      await app.register(fastifyStatic, {
        root: distDir,
        cacheControl: false,
        serveDotFiles: false,
        preCompressed: true,
        setHeaders: (reply, file) => cacheHeaders(reply, file, assetsDir),
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: serving the API only');
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').send(MISSING_BUILD),
      );
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (wantsPage(request)) {
        if (hasBuild) return reply.sendFile('index.html');
        return reply.type('text/plain; charset=utf-8').send(MISSING_BUILD);
      }
      const url = request.url.split('?')[0]?.slice(0, 200) ?? '';
      throw new AppError(404, 'not_found', 'error.route_not_found', {
        method: request.method,
        url,
      });
    });
  },
  { name: 'web-app', dependencies: ['error-handler'] },
);
