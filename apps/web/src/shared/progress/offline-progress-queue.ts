import type { FileKind, SaveVideoProgress, VideoKind } from '@madrasa/contracts';
import { Dexie, type EntityTable } from 'dexie';

/** What the player measured; the queue adds the save's name and time. */
export type VideoSaveBody = Pick<
  SaveVideoProgress,
  'position_seconds' | 'duration_seconds' | 'played_seconds'
>;

/** What a save is about: a video and where the player was, or a PDF opened. */
export type ProgressSave =
  | { type: 'video'; kind: VideoKind; id: number; body: VideoSaveBody }
  | { type: 'file'; kind: FileKind; id: number };

/**
 * One save waiting on this device to reach the server. Resending it is safe: the server
 * applies a `save_id` once and moves no position for a save observed before its latest.
 */
export type QueuedProgress = ProgressSave & {
  /** Set by IndexedDB: the order saves were queued, for saves observed in the same ms. */
  seq?: number;
  save_id: string;
  /** The signed-in account that made it: only that account's token ever sends it. */
  account_id: number;
  /** When the student was there (sent as a video's `observed_at`, a file's `opened_at`). */
  observed_at: string;
  /** Refetch every progress query once it is sent, not only the bar drawn at once. */
  refresh: boolean;
};

export const OFFLINE_PROGRESS_DB = 'madrasa-offline-progress';

/** IndexedDB, so progress made offline outlives a closed tab or a restarted phone. */
export const offlineProgressDb = new Dexie(OFFLINE_PROGRESS_DB) as Dexie & {
  saves: EntityTable<QueuedProgress, 'seq'>;
};
offlineProgressDb.version(1).stores({ saves: '++seq, &save_id, [account_id+observed_at]' });

/** An account's saves, oldest observed first (an index's ties come in key order: queued first). */
const savesOf = (accountId: number) =>
  offlineProgressDb.saves
    .where('[account_id+observed_at]')
    .between([accountId, Dexie.minKey], [accountId, Dexie.maxKey]);

export async function queueProgress(entry: QueuedProgress): Promise<void> {
  await offlineProgressDb.saves.add(entry);
}

export const pendingProgress = (accountId: number): Promise<QueuedProgress[]> =>
  savesOf(accountId).toArray();

export async function removeProgress(saveId: string): Promise<void> {
  await offlineProgressDb.saves.where('save_id').equals(saveId).delete();
}

/**
 * Deletes every save the account still has queued, sent or not (sign-out: a shared phone
 * keeps no account's learning records for the next). Answers how many there were.
 */
export const discardOfflineProgress = (accountId: number): Promise<number> =>
  savesOf(accountId).delete();
