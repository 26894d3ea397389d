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
