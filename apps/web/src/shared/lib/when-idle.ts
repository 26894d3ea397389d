/**
 * Runs `callback` once the browser is idle (at most `timeout` ms from now), or after
 * `fallbackDelay` ms where idle callbacks are missing (Safari). Answers how to cancel it.
 */
export function whenIdle(
  callback: () => void,
  { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number },
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackDelay);
  return () => window.clearTimeout(id);
}
