import type { Language } from '@madrasa/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { routes } from '@/app/routes.tsx';
import { changeLanguage, i18nReady } from '@/shared/lib/i18n.ts';

type Handler =
  | unknown
  | ((request: { url: URL; init: RequestInit }) => Response | Promise<Response>);

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs fetch by path: a value is answered as JSON with 200, a function answers itself;
 * paths without a handler fail like an unreachable server.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (!(url.pathname in handlers)) throw new TypeError('fetch failed');
    const handler = handlers[url.pathname];
    return typeof handler === 'function' ? handler({ url, init }) : json(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the real route tree at `path`, in `language`, with a fresh query cache. */
export async function renderApp(path: string, { language = 'ar' }: { language?: Language } = {}) {
  await i18nReady;
  await changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
