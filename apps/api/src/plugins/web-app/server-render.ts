import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@madrasa/contracts';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
  const chosen = parseCookie(request.headers.cookie ?? '')[LANGUAGE_COOKIE];
  return (LANGUAGES as readonly string[]).includes(chosen ?? '')
    ? (chosen as Language)
    : DEFAULT_LANGUAGE;
}

/**
 * Loads the web build's server render, or returns null when the build has none (the pages
 * are then sent without content, and the browser draws them). The page's API calls are
 * answered in-process by `app.inject`, so they go through the same routes, checks and kept
 * replies as a browser's.
 */
export async function loadServerRender(
  app: FastifyInstance,
  distDir: string,
): Promise<((url: string, language: Language) => Promise<RenderedPage | null>) | null> {
  const file = serverRenderFile(distDir);
  if (!existsSync(file)) return null;
  const { renderPage } = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };

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

  return (url, language) => renderPage({ url, language, fetch: fetchInProcess });
}
