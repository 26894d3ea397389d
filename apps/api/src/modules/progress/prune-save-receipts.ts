import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/**
 * How long a save's receipt is kept. A replay can only come while its save is accepted
 * (observed at most OFFLINE_SAVE_MAX_AGE_DAYS ago, and received after it was observed), so
 * twice that leaves room for a device clock that was wrong.
 */
export const SAVE_RECEIPT_DAYS = 60;

/** Deletes the receipts older than SAVE_RECEIPT_DAYS; returns how many went. */
export async function pruneSaveReceipts(db: Database, { now = new Date() }: { now?: Date } = {}) {
  const before = new Date(now.getTime() - SAVE_RECEIPT_DAYS * 24 * 60 * 60 * 1000);
  const rows = rowsOf<{ pruned: number }>(
    await db.execute(sql`
      WITH gone AS (
        DELETE FROM progress_save_receipts WHERE received_at < ${before.toISOString()}::timestamptz
        RETURNING 1)
      SELECT count(*)::int AS pruned FROM gone`),
  );
  return rows[0]?.pruned ?? 0;
}
