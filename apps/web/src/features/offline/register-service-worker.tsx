import { SERVICE_WORKER_PATH } from '@madrasa/contracts';
import { loadNamespaces } from '@/shared/lib/i18n.ts';
import { toastInfo } from '@/shared/lib/toast.ts';
import { UpdateReady } from './update-ready.tsx';

/** The server's kill switch (SERVICE_WORKER=false) writes this into every page. */
const killed = () =>
  document.querySelector('meta[name="service-worker"]')?.getAttribute('content') === 'off';

/**
 * What the page loaded before the worker controlled it (the app's code, the page itself),
 * for the worker to keep: from the HTTP cache, so nothing is downloaded twice.
 */
function loadedUrls(): (string | [string, RequestInit])[] {
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/assets/`));
  return [[location.href, { headers: { accept: 'text/html' } }], ...assets];
}

/**
 * Registers the offline service worker (docs/decisions.md §17), called once the app owns the
 * page and is idle: a reader who never touches a page loads no worker either. A new version
 * waits for the student's "Reload"; the kill switch unregisters instead.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  if (killed()) {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
    return;
  }
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_PATH, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    void loadNamespaces('offline').then(() =>
      toastInfo(
        <UpdateReady
          onReload={() => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          }}
        />,
        { autoClose: false, closeOnClick: false, toastId: 'app-update' },
      ),
    );
  });
  // The first worker takes this page over at once (clientsClaim): keep what it loaded, and
  // the offline page's code, for a visit without a connection.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) return;
    void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } });
    void import('./offline-page.tsx');
    void loadNamespaces('offline');
  });
  try {
    await workbox.register();
  } catch {
    // Refused (private browsing, a browser that blocks workers): the app works as without one.
    return;
  }
  // A student who keeps the app open for days still hears of a new version.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox.update();
  });
}
