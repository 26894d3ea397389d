import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/lib/api-client.ts';
import { isSignedIn, readSession } from '@/shared/lib/session.ts';
import { pendingProgress, type QueuedProgress, removeProgress } from './offline-progress-queue.ts';
import { PROGRESS_ROOT } from './progress-keys.ts';

/** `sent`: answered 2xx. `dropped`: a 4xx no retry can change. `kept`: try again later. */
export type Outcome = 'sent' | 'dropped' | 'kept';

/** No answer (0), the session refused (401), a timeout (408), a throttle (429): retry later. */
const RETRY_STATUSES = new Set([0, 401, 408, 429]);

const outcomeOf = (error: unknown): Outcome => {
  if (!(error instanceof ApiError)) return 'kept';
  // A 2xx whose body says error was still answered: sending it again changes nothing.
  if (error.status >= 200 && error.status < 300) return 'sent';
  const refused = error.status >= 400 && error.status < 500 && !RETRY_STATUSES.has(error.status);
  // An item deleted since (404) or a save the server will never take: nothing to tell the student.
  return refused ? 'dropped' : 'kept';
};

export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * POST a video save or PUT a file opened, with the token of the account that made it (never
 * the session of whoever is signed in by then); `keepalive` when the page may be going away.
 */
export function sendQueuedProgress(
  entry: QueuedProgress,
  token: string,
  keepalive = false,
): Promise<Outcome> {
  const auth = { auth: false, keepalive, headers: { Authorization: `Bearer ${token}` } };
  const request =
    entry.type === 'video'
      ? apiRequest(`/api/student/progress/videos/${entry.kind}/${entry.id}`, {
          ...auth,
          method: 'POST',
          body: { ...entry.body, save_id: entry.save_id, observed_at: entry.observed_at },
        })
      : apiRequest(`/api/student/progress/files/${entry.kind}/${entry.id}`, {
          ...auth,
          method: 'PUT',
          body: { opened_at: entry.observed_at },
        });
  return request.then(() => 'sent' as const, outcomeOf);
}

/**
 * Bars drawn at once stand until the server's figures come: refetch them after a stop, a
 * newly watched video or a file (a save while playing moves only its own bar), and after a
 * drop, whose item may be gone.
 */
export function refreshAfter(queryClient: QueryClient, entry: QueuedProgress, outcome: Outcome) {
  if (outcome === 'dropped' || (outcome === 'sent' && entry.refresh)) {
    void queryClient.invalidateQueries({ queryKey: [PROGRESS_ROOT] });
  }
}

/** Sends the signed-in student's queue oldest first; false once a save had to stay. */
async function sendQueue(queryClient: QueryClient): Promise<boolean> {
  const session = readSession();
  if (!isSignedIn(session) || session.userType !== 'student' || isOffline()) return false;
  let last: { entry: QueuedProgress; outcome: Outcome } | undefined;
  let complete = true;
  for (const entry of await pendingProgress(session.id)) {
    const outcome = await sendQueuedProgress(entry, session.token);
    // Kept: the rest waits for the next trigger, so a failing server is not hammered.
    if (outcome === 'kept') {
      complete = false;
      break;
    }
    await removeProgress(entry.save_id);
    if (outcome === 'dropped' || entry.refresh) last = { entry, outcome };
  }
  if (last) refreshAfter(queryClient, last.entry, last.outcome);
  return complete;
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends what is queued, one flush at a time: asked while one runs, it runs once more after
 * it (a save queued meanwhile was not in its list) unless that one had to stop.
 */
export function flushOfflineProgress(queryClient: QueryClient): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      let more = true;
      while (more) {
        again = false;
        more = (await sendQueue(queryClient).catch(() => false)) && again;
      }
    } finally {
      running = null;
    }
  })();
  return running;
}
