import type { Notification } from '@madrasa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { itemNames } from '../../lib/item-names.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

type Row = {
  id: number;
  kind: Notification['kind'];
  created_at: string | Date;
  read_at: string | Date | null;
  student_id: number;
  first_name: string;
  assignment_id: number | null;
  class_name: string | null;
  name_ar: string | null;
  name_en: string | null;
  due_at: string | Date | null;
  percent: number | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Lines of `notifications` (aliased `n`) matching `where`, newest first, with what a line
 * says: the student it is about, the class, the item's title and an exam's score. A
 * line whose assignment or item is gone keeps `assignment: null`.
 */
export async function readLines(
  db: Database,
  { where, limit }: { where: SQL; limit: number },
): Promise<Notification[]> {
  const item = itemNames(sql`a.item_kind`, sql`a.item_id`);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT n.id, n.kind, n.created_at, n.read_at, n.student_id, s.first_name,
        a.id AS assignment_id, c.name AS class_name, a.due_at, x.percent,
        ${item.columns}
      FROM notifications n
      JOIN students s ON s.id = n.student_id
      LEFT JOIN assignments a ON a.id = n.assignment_id
      LEFT JOIN classes c ON c.id = a.class_id
      LEFT JOIN exam_attempts x ON x.id = n.attempt_id
      ${item.joins}
      WHERE ${where}
      ORDER BY n.id DESC
      LIMIT ${limit}`),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    created_at: iso(row.created_at),
    read_at: row.read_at === null ? null : iso(row.read_at),
    student: { id: row.student_id, first_name: row.first_name },
    assignment:
      row.assignment_id !== null &&
      row.class_name !== null &&
      row.due_at !== null &&
      row.name_ar !== null &&
      row.name_en !== null
        ? {
            id: row.assignment_id,
            class_name: row.class_name,
            title_ar: row.name_ar,
            title_en: row.name_en,
            due_at: iso(row.due_at),
          }
        : null,
    percent: row.kind === 'exam_graded' ? row.percent : null,
  }));
}
