import type { FileKind, VideoKind } from '@madrasa/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { isSignedIn, readSession } from '@/shared/lib/session.ts';
import {
  type ProgressSave,
  type QueuedProgress,
  queueProgress,
  removeProgress,
  type VideoSaveBody,
} from './offline-progress-queue.ts';
import {
  flushOfflineProgress,
  isOffline,
  refreshAfter,
  sendQueuedProgress,
} from './send-offline-progress.ts';
import { showFileOpened, showVideoSave } from './show-progress-at-once.ts';

/** A v4 UUID. crypto.randomUUID needs a secure context, which a phone on a LAN's http lacks. */
function newSaveId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/**
 * Every save is written to this device's queue first, then sent: in its turn by a flush, or,
 * with `keepalive` (the page may be going away), at once beside the write. A keepalive lost
 * with the page leaves the save queued, and a later flush resends it under the same save_id.
 * Where IndexedDB is refused (some private modes) the save is sent once, as before.
 */
async function record(
  queryClient: QueryClient,
  save: ProgressSave & { refresh: boolean },
  keepalive: boolean,
) {
  const session = readSession();
  if (!isSignedIn(session) || session.userType !== 'student') return;
  const entry: QueuedProgress = {
    ...save,
    save_id: newSaveId(),
    account_id: session.id,
    observed_at: new Date().toISOString(),
  };
  const stored = queueProgress(entry).then(
    () => true,
    () => false,
  );
  const now = keepalive && !isOffline();
  if (!now && (await stored)) return flushOfflineProgress(queryClient);
  const outcome = await sendQueuedProgress(entry, session.token, keepalive);
  if (outcome === 'kept') return;
  if (await stored) await removeProgress(entry.save_id);
  refreshAfter(queryClient, entry, outcome);
  // Older saves waiting since the connection dropped follow this one.
  return flushOfflineProgress(queryClient);
}

/**
 * A video save (the tracker's). `stopped`: paused, ended, closed or hidden, when the subject
 * bars and Continue learning are refetched too once it is sent; a save while playing moves
 * only the video's own bar, unless it makes the video watched.
 */
export function recordVideoSave(
  queryClient: QueryClient,
  save: { kind: VideoKind; id: number; body: VideoSaveBody; keepalive: boolean; stopped: boolean },
) {
  const { kind, id, body, keepalive, stopped } = save;
  const newlyWatched = showVideoSave(queryClient, { kind, id, body });
  const refresh = stopped || newlyWatched;
  void record(queryClient, { type: 'video', kind, id, body, refresh }, keepalive).catch(
    () => undefined,
  );
}

/** A PDF opened or downloaded: ticked at once, sent with keepalive (the page may follow it). */
export function recordFileOpened(queryClient: QueryClient, kind: FileKind, id: number) {
  showFileOpened(queryClient, kind, id);
  void record(queryClient, { type: 'file', kind, id, refresh: true }, true).catch(() => undefined);
}
