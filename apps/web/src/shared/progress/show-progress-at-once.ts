import { type ItemProgress, type ProgressItemKind, WATCHED_FRACTION } from '@madrasa/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { VideoSaveBody } from './offline-progress-queue.ts';
import type { ItemScope } from './progress-api.ts';
import { PROGRESS_ROOT } from './progress-keys.ts';

/** Teachers' uploads are listed by a teacher's scope; the catalogue's by a subject's. */
const TEACHER_KINDS: readonly ProgressItemKind[] = [
  'teacher_file',
  'teacher_video',
  'teacher_paper_exam',
];

const listsOf = (kind: ProgressItemKind) => ({
  queryKey: [PROGRESS_ROOT, 'items'],
  predicate: (query: Query) => {
    const scope = query.queryKey[2] as ItemScope | undefined;
    return scope !== undefined && 'teacherId' in scope === TEACHER_KINDS.includes(kind);
  },
});

/**
 * Draws a save in the cached item lists (`useItemProgress`) before any server has it, offline
 * too: a bar moves, a tick appears. A list without the item gets it (its first save), which
 * is harmless in a list of another subject or teacher: pages look items up by kind and id.
 * Answers whether this completes an item that no list showed done.
 */
function showItem(
  queryClient: QueryClient,
  change: Omit<ItemProgress, 'duration_seconds'> & { duration_seconds?: number },
): boolean {
  let wasDone = false;
  queryClient.setQueriesData<ItemProgress[]>(listsOf(change.kind), (items) => {
    if (!items) return items;
    const found = items.find((item) => item.kind === change.kind && item.id === change.id);
    wasDone ||= found?.completed === true;
    const next: ItemProgress = {
      ...change,
      duration_seconds: change.duration_seconds ?? found?.duration_seconds ?? null,
      // Watched stays watched, as on the server: a rewatch only moves the position.
      completed: change.completed || found?.completed === true,
    };
    return found ? items.map((item) => (item === found ? next : item)) : [...items, next];
  });
  return change.completed && !wasDone;
}

/** A video save: its position, and the tick at WATCHED_FRACTION of its length. */
export const showVideoSave = (
  queryClient: QueryClient,
  { kind, id, body }: { kind: ProgressItemKind; id: number; body: VideoSaveBody },
) =>
  showItem(queryClient, {
    kind,
    id,
    position_seconds: body.position_seconds,
    duration_seconds: body.duration_seconds,
    completed: body.position_seconds >= WATCHED_FRACTION * body.duration_seconds,
  });

/** A PDF opened: its tick. */
export const showFileOpened = (queryClient: QueryClient, kind: ProgressItemKind, id: number) =>
  showItem(queryClient, { kind, id, position_seconds: 0, completed: true });
