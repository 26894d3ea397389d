import 'fake-indexeddb/auto';
import { DEFAULT_LANGUAGE } from '@madrasa/contracts';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, vi } from 'vitest';
import { applyDocumentLanguage } from '@/shared/lib/direction.ts';
import { offlineProgressDb } from '@/shared/progress/offline-progress-queue.ts';

// The modules the app loads lazily, loaded here first. Files share a worker's modules
// (isolate: false), and a lazy import still under way when a file ends is cut by Vitest's
// teardown: "EnvironmentTeardownError: Cannot load …" then fails every later file of that
// worker that needs the module (vitest-dev/vitest#9872). Found when a chat and a lessons test
// failed after a file that left the bell's Radix menus loading.
await Promise.all([
  import('radix-ui'),
  import('@/shared/ui/toaster.tsx'),
  import('@/features/notifications/components/notification-bell.tsx'),
  import('@/features/chatbot/components/chatbot-widget.tsx'),
  import('@/features/chatbot/components/chatbot-window.tsx'),
  import('@/features/classes/components/todo-strip.tsx'),
]);

// jsdom lacks these browser APIs; the app feature-detects some, Radix needs others.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

beforeEach(() => {
  localStorage.clear();
  // No test reaches a network: unmocked calls fail like an unreachable server.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('fetch failed');
    }),
  );
});

/** Expires every cookie the page can see (the app sets only path=/ ones). */
const clearCookies = () => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
};

const removeAttributes = (element: Element) => {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
};

// Test files share their worker's modules and document (isolate: false in vitest.config.ts),
// so each test leaves them as a fresh file would find them: the app's i18n in its default
// language, <html> with that language's lang and dir and nothing else (no data-*, class),
// an empty head and body (no title, meta or leftover markup), no cookie, stored key or
// queued progress (IndexedDB: fake-indexeddb, as jsdom has none), the address at /, real
// timers, no spy or stub left, the browser online.
afterEach(async () => {
  cleanup();
  // A toast raised once its page was gone waits in react-toastify's queue for the next page.
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // A test taken offline (connection.ts) leaves TanStack Query pausing every request until an
  // `online` event, which no later test would send.
  onlineManager.setOnline(true);
  if (i18n.isInitialized && i18n.language !== DEFAULT_LANGUAGE) {
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
  }
  removeAttributes(document.documentElement);
  removeAttributes(document.body);
  document.head.replaceChildren();
  document.body.replaceChildren();
  // As the app's i18n leaves it on start (its `languageChanged` handler), when it is loaded.
  if (i18n.isInitialized) applyDocumentLanguage(DEFAULT_LANGUAGE);
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  // Reopened by the next test that queues; a save the last unmount queued goes with it.
  await offlineProgressDb.delete({ disableAutoOpen: false });
  history.replaceState(null, '', '/');
});

// Lazy pages render on their first import; on a busy 2-core CI machine that can take
// longer than testing-library's default one-second wait.
configure({ asyncUtilTimeout: 5000 });
