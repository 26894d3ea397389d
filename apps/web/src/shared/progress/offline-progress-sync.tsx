import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSignedIn } from '@/shared/lib/session.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { whenIdle } from '@/shared/lib/when-idle.ts';

/**
 * Sends the progress a signed-in student made offline (send-offline-progress.ts): once the
 * app has started and is idle, when the connection returns, and when the tab is shown again.
 * Background Sync exists only in Chromium, so these are the triggers everywhere; a failed
 * flush waits for the next one. IndexedDB's wrapper loads with the first flush, not the page.
 */
export function OfflineProgressSync() {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const studentId = isSignedIn(session) && session.userType === 'student' ? session.id : null;

  useEffect(() => {
    if (studentId === null) return;
    const flush = () =>
      void import('./send-offline-progress.ts')
        .then(({ flushOfflineProgress }) => flushOfflineProgress(queryClient))
        .catch(() => undefined);
    const shown = () => {
      if (document.visibilityState === 'visible') flush();
    };
    const cancel = whenIdle(flush, { timeout: 5000, fallbackDelay: 1000 });
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', shown);
    return () => {
      cancel();
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [studentId, queryClient]);

  return null;
}
