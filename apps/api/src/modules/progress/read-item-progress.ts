import type { ItemProgress, ItemProgressQuery } from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

type Row = {
  kind: ItemProgress['kind'];
  id: number;
  position_seconds: number;
  duration_seconds: number | null;
  completed: boolean;
};

const columns = sql`p.item_kind AS kind, p.item_id AS id, p.position_seconds, p.duration_seconds,
  p.completed_at IS NOT NULL AS completed`;

/** A teacher's uploads among the student's rows: each kind joined to its own table. */
const teacherItems = (studentId: number, teacherId: number) =>
  sql.join(
    (
      [
        ['teacher_video', 'teacher_video_lessons'],
        ['teacher_file', 'teacher_files'],
        ['teacher_paper_exam', 'teacher_paper_exams'],
      ] as const
    ).map(
      ([kind, table]) => sql`SELECT ${columns} FROM learning_progress p
        JOIN ${sql.raw(table)} u ON u.id = p.item_id AND u.teacher_id = ${teacherId}
        WHERE p.student_id = ${studentId} AND p.item_kind = ${kind}`,
    ),
    sql` UNION ALL `,
  );

/**
 * The student's own rows of one subject and semester (the index on student, subject and
 * semester), or of one teacher's uploads: positions to resume and ticks to draw.
 */
export async function readItemProgress(
  db: Database,
  { studentId, query }: { studentId: number; query: ItemProgressQuery },
): Promise<ItemProgress[]> {
  const statement =
    query.teacher_id !== undefined
      ? teacherItems(studentId, query.teacher_id)
      : sql`SELECT ${columns} FROM learning_progress p
          WHERE p.student_id = ${studentId} AND p.subject_id = ${query.subject_id ?? 0}
            AND p.semester = ${query.semester ?? 'first'}`;
  const rows = rowsOf<Row>(await db.execute(statement));
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    position_seconds: Number(row.position_seconds),
    duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    completed: row.completed,
  }));
}
