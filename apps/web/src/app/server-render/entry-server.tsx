// First: schemas built by later imports read this setting (see the file).
import '@/config/zod.ts';
import type { Language } from '@madrasa/contracts';
import { dehydrate, type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { transport } from '@/shared/lib/api-client.ts';
import { directionOf } from '@/shared/lib/direction.ts';
import { i18n, i18nReady, NAMESPACES } from '@/shared/lib/i18n.ts';
import { createQueryClient } from '@/shared/lib/query-client.ts';
import { SERVER_STATE_ID } from '@/shared/lib/server-render.ts';
import { AppRoot } from '../app-root.tsx';
import { routes } from '../routes.tsx';
import { isServerRenderedRoute } from './server-rendered.ts';

/** What the server puts in the page: `<html lang dir>`, the inside of #root, and its data. */
export type RenderedPage = { lang: Language; dir: 'rtl' | 'ltr'; root: string; state: string };

export type RenderRequest = {
  /** Origin and path with query, as the visitor asked for it. */
  url: string;
  language: Language;
  /** Answers the page's API calls (the API server passes one that stays in-process). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
};

/** Rounds of render → fetch what the page asked for; pages whose data needs data nest two deep. */
const MAX_ROUNDS = 4;
const RENDER_TIMEOUT_MS = 5_000;

const handler = createStaticHandler(routes);

const isEnabled = (query: Query) => {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (queryFn === skipToken) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** Queries a render asked for but could not have: useQuery never fetches on the server. */
const waitingQueries = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));

async function renderToString(element: ReactElement): Promise<string> {
  let failure: unknown;
  // prerender waits for every lazy component and namespace (react-i18next suspends). Every
  // part is written in place (no chunk size limit): parts sent apart are put in place by
  // inline scripts, which the Content-Security-Policy forbids.
  const { prelude } = await prerender(element, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  // React would leave a part that threw to the browser; the page is then not sent drawn.
  if (failure) throw failure;
  return html;
}

// The text instance and the API transport are this module's globals, so renders take turns.
let turn: Promise<unknown> = Promise.resolve();

/**
 * Renders a public page with its data, or returns null when the page is not one the server
 * renders (the browser then draws it, as before). The page's own useQuery calls say what it
 * needs: each round renders, fetches what was asked for, and renders again, until nothing is
 * missing. A failed call throws, so the caller serves the page without content rather than a
 * page that differs from what the browser would draw.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const result = turn.then(() => render(request));
  turn = result.catch(() => undefined);
  return result;
}

async function render({ url, language, fetch }: RenderRequest): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const page = context.matches.at(-1)?.route;
  if (context.statusCode !== 200 || !page || !isServerRenderedRoute(page.handle)) return null;

  transport.fetch = fetch;
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...NAMESPACES]);

  const client = createQueryClient();
  try {
    return await renderWithData(client, context, { url, language });
  } finally {
    // Drops the page's data and its expiry timers, which would hold it for minutes.
    client.clear();
  }
}

async function renderWithData(
  client: QueryClient,
  context: StaticHandlerContext,
  { url, language }: Pick<RenderRequest, 'url' | 'language'>,
): Promise<RenderedPage> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const element = (
    <AppRoot queryClient={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>
  );
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const html = await renderToString(element);
    const waiting = waitingQueries(client);
    if (waiting.length === 0) return { ...pageOf(language, client), root: html };
    if (round === MAX_ROUNDS) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    const failed = waiting.find((query) => query.state.status === 'error');
    if (failed) throw new Error(`${JSON.stringify(failed.queryKey)}: ${failed.state.error}`);
  }
  throw new Error(`${url}: still asking for data after ${MAX_ROUNDS} renders`);
}

const pageOf = (language: Language, client: QueryClient) => ({
  lang: language,
  dir: directionOf(language),
  // `<` escaped: user text in the data can never close the script element it travels in.
  state: `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(
    dehydrate(client),
  ).replace(/</g, '\\u003c')}</script>`,
});
