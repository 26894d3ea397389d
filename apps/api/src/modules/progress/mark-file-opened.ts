import type { FileKind } from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { itemSource, rowsOf } from './progress-items.ts';

/**
 * Marks a PDF opened (viewed or downloaded): one upsert, idempotent; the first opening's
 * time stays. An unknown or hidden PDF is a 404.
 */
export async function markFileOpened(
  db: Database,
  { studentId, kind, id }: { studentId: number; kind: FileKind; id: number },
) {
  const rows = rowsOf<{ item_id: number }>(
    await db.execute(sql`
      WITH item AS (${itemSource(kind, id)})
      INSERT INTO learning_progress AS p (student_id, item_kind, item_id, subject_id, semester, completed_at)
      SELECT ${studentId}, ${kind}, ${id}, item.subject_id, item.semester, now() FROM item
      ON CONFLICT (student_id, item_kind, item_id) DO UPDATE
        SET completed_at = coalesce(p.completed_at, excluded.completed_at)
      RETURNING p.item_id`),
  );
  if (!rows[0]) throw notFoundError();
  return { kind, id, completed: true };
}
