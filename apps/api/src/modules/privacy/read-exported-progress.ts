import type { StudentDataExport } from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { itemNames } from '../../lib/item-names.ts';

type Row = Omit<
  StudentDataExport['progress'][number],
  'completed_at' | 'first_seen_at' | 'updated_at' | 'position_at'
> & {
  completed_at: string | Date | null;
  first_seen_at: string | Date;
  updated_at: string | Date;
  position_at: string | Date;
};

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The student's progress rows with the name of each item (lib/item-names.ts); a removed
 * item keeps its row with no name.
 */
export async function readExportedProgress(
  db: Database,
  studentId: number,
): Promise<StudentDataExport['progress']> {
  const item = itemNames(sql`p.item_kind`, sql`p.item_id`);
  const result = await db.execute(sql`
    SELECT p.item_kind, p.item_id, p.subject_id, p.semester, p.position_seconds,
      p.duration_seconds, p.completed_at, p.first_seen_at, p.updated_at, p.position_at,
      ${item.columns}
    FROM learning_progress p
    ${item.joins}
    WHERE p.student_id = ${studentId}
    ORDER BY p.first_seen_at, p.item_kind, p.item_id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map((row) => ({
    ...row,
    position_seconds: Number(row.position_seconds),
    duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    completed_at: iso(row.completed_at),
    first_seen_at: new Date(row.first_seen_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    position_at: new Date(row.position_at).toISOString(),
  }));
}
