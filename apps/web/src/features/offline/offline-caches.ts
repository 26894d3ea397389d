/**
 * What the service worker (sw.ts) and the app share: the names of the caches and the
 * attribute of the offline page. Saved lessons and files live in their own cache, which
 * nothing but the Saved page and sign-out ever deletes (docs/decisions.md §17).
 */
import { SAVED_FILES_CACHE } from '@madrasa/contracts';

export const OFFLINE_CACHES = {
  /** Lessons' MP4s and PDFs the student chose to keep: the whole file, answered in ranges. */
  saved: SAVED_FILES_CACHE,
  /** The app's hashed code, cached as it loads. */
  assets: 'madrasa-assets',
  /** Pages as the server sent them (drawn signed out: nothing personal). */
  pages: 'madrasa-pages',
  /** Public API replies (`Cache-Control: public`); personal ones are never kept. */
  api: 'madrasa-api',
} as const;

/** Set on `<html>` of the app shell the worker answers with for a page not seen online. */
export const OFFLINE_PAGE_ATTRIBUTE = 'data-offline-page';

/** True when the worker answered this navigation with the offline page (app/router.tsx). */
export const isOfflinePage = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(OFFLINE_PAGE_ATTRIBUTE);

/** Seconds a page or an API read may take online before the cached copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = { page: 3, api: 4 } as const;
