import type { DehydratedState } from '@tanstack/react-query';

/**
 * A page the server rendered (entry-server.tsx) carries its data in a JSON block with this id;
 * the browser then hydrates that HTML instead of drawing the page anew (main.tsx).
 */
export const SERVER_STATE_ID = 'server-state';

/** The server's data for this page, or undefined when the page came without content. */
export function readServerState(): DehydratedState | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

/** True when this page arrived rendered by the server (read at start, to hydrate it alike). */
export const isServerRendered = (): boolean =>
  typeof document !== 'undefined' && document.getElementById(SERVER_STATE_ID) !== null;

/**
 * Sent on the document, with `<html data-app="ready">`, once the app owns the page: its last
 * part has hydrated (mark-taken-over.tsx). public/start-app.js keeps its own copy of the name.
 */
export const TAKEN_OVER_EVENT = 'app:taken-over';

export function markTakenOver(): void {
  document.documentElement.dataset.app = 'ready';
  document.dispatchEvent(new Event(TAKEN_OVER_EVENT));
}

/** Runs `then` once the app owns the page (at once if it does); answers how to stop waiting. */
export function whenTakenOver(then: () => void): () => void {
  if (document.documentElement.dataset.app === 'ready') {
    then();
    return () => undefined;
  }
  document.addEventListener(TAKEN_OVER_EVENT, then, { once: true });
  return () => document.removeEventListener(TAKEN_OVER_EVENT, then);
}
