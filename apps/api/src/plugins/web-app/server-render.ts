import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '@madrasa/contracts';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage } from '../../lib/pick-language.ts';

/** What the web build's server render gives back (apps/web/src/app/server-render). */
export type RenderedPage = { lang: Language; dir: 'rtl' | 'ltr'; root: string; state: string };

type RenderPage = (request: {
  url: string;
  language: Language;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}) => Promise<RenderedPage | null>;

/** Where among the built files the web build writes its server render (apps/web/package.json). */
const SERVER_RENDER_DIR = '.ssr';
const serverRenderFile = (distDir: string) =>
  path.join(distDir, SERVER_RENDER_DIR, 'entry-server.js');
/** Its address among the built files, which no request may read. */
export const SERVER_RENDER_PATH = `/${SERVER_RENDER_DIR}`;

/** Statuses whose Response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** The page's language: the reader's choice (a cookie the web client writes), else Arabic. */
export function pageLanguage(request: FastifyRequest): Language {
  const chosen = parseCookie(request.headers.cookie ?? '')[LANGUAGE_COOKIE] ?? '';
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/**
 * The web build's server render, loaded with the first page it draws (an instance that only
 * answers the API never loads it), or null when the build has none. The page's API calls are
 * answered in-process by `app.inject`, so they go through the same routes, checks and kept
 * replies as a browser's. If the module cannot be loaded, pages are sent without content
 * (the browser draws them) and the error is logged once.
 */
export function serverRenderer(
  app: FastifyInstance,
  distDir: string,
): ((url: string, language: Language) => Promise<RenderedPage | null>) | null {
  const file = serverRenderFile(distDir);
  if (!existsSync(file)) return null;
  let loading: Promise<RenderPage | null> | undefined;
  const load = () => {
    loading ??= import(pathToFileURL(file).href).then(
      (module: { renderPage: RenderPage }) => module.renderPage,
      (error: unknown) => {
        app.log.error(
          { err: error, file },
          'server render not loaded: pages are sent without content',
        );
        return null;
      },
    );
    return loading;
  };

  const fetchInProcess = async (url: string, init: RequestInit): Promise<Response> => {
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const body = NO_BODY.has(reply.statusCode) ? null : reply.rawPayload;
    return new Response(body, { status: reply.statusCode, headers });
  };

  return async (url, language) => {
    const renderPage = await load();
    return renderPage ? renderPage({ url, language, fetch: fetchInProcess }) : null;
  };
}
