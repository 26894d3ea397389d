// First: schemas built by later imports read this setting (see the file).
import './config/zod.ts';
import './index.css';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { router } from './app/router.tsx';
import { canTakeOverRenderedPage, i18nReady } from './shared/lib/i18n.ts';
import { createQueryClient } from './shared/lib/query-client.ts';
import { readServerState, whenTakenOver } from './shared/lib/server-render.ts';
import { whenIdle } from './shared/lib/when-idle.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const serverState = canTakeOverRenderedPage ? readServerState() : undefined;

/** Resolves once the router holds the first page's module (routes load lazily). */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

// The router has already started loading the first page's chunk; render once the texts are in.
void i18nReady.finally(async () => {
  const app = (
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (serverState === undefined) {
    createRoot(container).render(app);
    return;
  }
  // A server-rendered page: take over its HTML with the data it was drawn from, once the
  // page's module is loaded, so the first client render matches it.
  hydrate(queryClient, serverState);
  await routerReady;
  hydrateRoot(container, app);
});

// The offline service worker, once the app owns the page and the phone is idle: a visitor
// who only reads a page the server drew loads neither the app nor the worker.
if (import.meta.env.PROD) {
  whenTakenOver(() =>
    whenIdle(
      () => {
        void import('./features/offline/register-service-worker.tsx').then((offline) =>
          offline.registerServiceWorker(),
        );
      },
      { timeout: 5_000, fallbackDelay: 2_000 },
    ),
  );
}
