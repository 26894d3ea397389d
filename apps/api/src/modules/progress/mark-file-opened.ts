import type { FileKind } from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { offlineTime } from './offline-time.ts';
import { itemSource } from './progress-items.ts';

/**
 * Marks a PDF opened (viewed or downloaded): one upsert, idempotent. `openedAt` (a queue's,
 * perhaps from offline; now when absent, never later than now) is when; the earliest known
 * opening stays, in whatever order they arrive. An unknown or hidden PDF is a 404.
 */
export async function markFileOpened(
  db: Database,
  o: { studentId: number; kind: FileKind; id: number; openedAt?: string; now?: Date },
) {
  const at =
    o.openedAt === undefined
      ? sql`now()`
      : sql`${offlineTime(o.openedAt, o.now ?? new Date()).toISOString()}::timestamptz`;
  const rows = rowsOf<{ item_id: number }>(
    await db.execute(sql`
      WITH item AS (${itemSource(o.kind, o.id)})
      INSERT INTO learning_progress AS p (student_id, item_kind, item_id, subject_id, semester,
        completed_at, first_seen_at)
      SELECT ${o.studentId}, ${o.kind}, ${o.id}, item.subject_id, item.semester, ${at}, ${at}
      FROM item
      ON CONFLICT (student_id, item_kind, item_id) DO UPDATE SET
        completed_at = least(p.completed_at, excluded.completed_at),
        first_seen_at = least(p.first_seen_at, excluded.first_seen_at)
      RETURNING p.item_id`),
  );
  if (!rows[0]) throw notFoundError();
  return { kind: o.kind, id: o.id, completed: true };
}
