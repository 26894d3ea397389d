import type { QueryClient } from '@tanstack/react-query';

/** How long signing out waits for the last flush before it goes on without it. */
export const LAST_FLUSH_MS = 3000;

/**
 * For a student signing out: one last flush of the progress queued on this device while the
 * session (its token) is still there, for at most LAST_FLUSH_MS. Answers the step to take
 * once the session is dropped: deleting all the account still has queued, so a shared phone
 * keeps no account's learning records for the next, answering how many saves that lost.
 * Progress made offline that has not been sent by then is lost with them; signing out still
 * goes on (it must work offline, and on a shared phone at once), and says so.
 */
export async function sendBeforeSignOut(
  queryClient: QueryClient,
  accountId: number,
): Promise<() => Promise<number>> {
  const modules = Promise.all([
    import('./send-offline-progress.ts'),
    import('./offline-progress-queue.ts'),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    modules.then(([send]) => send.flushOfflineProgress(queryClient)).catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, LAST_FLUSH_MS);
    }),
  ]);
  clearTimeout(timer);
  return () => modules.then(([, queue]) => queue.discardOfflineProgress(accountId)).catch(() => 0);
}
