/// <reference lib="webworker" />
// The service worker (docs/decisions.md §17), built by vite-plugin-pwa into /sw.js.
// - The app shell (index.html, start-app.js, icons, manifests) is precached: small.
// - The app's hashed code is cached as it loads, and the app sends what it loaded before
//   the worker took over (CACHE_URLS), so a metered phone downloads nothing twice.
// - Pages: network first, the cached copy after NETWORK_TIMEOUT_SECONDS.page or offline, and
//   for a page never seen the app shell marked as the offline page.
// - Public API reads likewise; a reply that is not `Cache-Control: public` is never kept.
// - Saved lessons and PDFs are answered from their cache, in ranges, for seeking offline.
import { plainStoragePath } from '@madrasa/contracts';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHES,
  OFFLINE_PAGE_ATTRIBUTE,
} from './offline-caches.ts';

declare let self: ServiceWorkerGlobalScope;

// No directory index or clean URLs: `/` is a page the server draws, not the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// A new version waits until the student chooses to reload (offline/register.ts asks).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/** Only what the server says anyone may keep: never a personal reply. */
const keepPublicOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    const policy = response.headers.get('cache-control') ?? '';
    return response.status === 200 && /\bpublic\b/.test(policy) ? response : null;
  },
};

/** Pages: any 200 the server drew (they are drawn signed out, the same for everyone). */
const keepPages = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && response.headers.get('content-type')?.startsWith('text/html')
      ? response
      : null,
};

const isPage = (request: Request, url: URL) =>
  sameOrigin(url) &&
  request.method === 'GET' &&
  (request.mode === 'navigate' ||
    // The app asks for the page it opened on to be kept (CACHE_URLS): not a navigation.
    (request.headers.get('accept')?.includes('text/html') ?? false)) &&
  !/^\/(?:api|storage|assets)\//.test(url.pathname);

const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS.page,
  // The server varies a page by cookie (its language); one copy a page, the app redraws it
  // in the student's language as it does online.
  matchOptions: { ignoreVary: true },
  plugins: [keepPages, new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
});

/** A page never seen: the app shell, marked, which draws the offline page. */
async function offlinePage() {
  const shell = await matchPrecache('/index.html');
  if (!shell) return Response.error();
  const html = (await shell.text()).replace('<html ', `<html ${OFFLINE_PAGE_ATTRIBUTE} `);
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

const router = new Router();

// Saved files first: a saved PDF opened in a tab is a navigation, a video's seek a range.
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && /^\/storage\/.+\.(?:mp4|pdf)$/.test(url.pathname),
    new CacheFirst({
      cacheName: OFFLINE_CACHES.saved,
      matchOptions: { ignoreSearch: true, ignoreVary: true },
      plugins: [
        // A premium file's signed link finds the copy kept under its plain path.
        {
          cacheKeyWillBeUsed: async ({ request }) => {
            const url = new URL(request.url);
            return new URL(plainStoragePath(url.pathname), url.origin).href;
          },
        },
        new RangeRequestsPlugin(),
        // Only "Save for offline" puts files here (offline/save-file.ts): a file merely
        // watched or opened goes to the network, as without the worker.
        { cacheWillUpdate: async () => null },
      ],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: OFFLINE_CACHES.assets,
      plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, request }) =>
      sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/api/'),
    new NetworkFirst({
      cacheName: OFFLINE_CACHES.api,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS.api,
      plugins: [
        keepPublicOnly,
        new ExpirationPlugin({
          maxEntries: 300,
          maxAgeSeconds: 30 * 24 * 60 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, request }) => isPage(request, url),
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return offlinePage();
      }
    },
  ),
);
router.addFetchListener();
router.addCacheListener();
