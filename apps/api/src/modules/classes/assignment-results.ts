import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

export type ResultRow = {
  assignment_id: number;
  student_id: number;
  /** When the student did it: watched to 90 %, opened, or the first counted attempt submitted. */
  done_at: Date | null;
  /** An exam's best counted score. */
  percent: number | null;
  /** The attempt that scored it. */
  attempt_id: number | null;
};

export type ResultScope = {
  assignmentIds?: number[];
  classIds?: number[];
  studentIds?: number[];
  /** The teacher's view of an archived class reads its results too; nothing else does. */
  includeArchived?: boolean;
};

const ids = (values: number[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;

/**
 * One row per assignment and student now in its class. Nothing of it is stored: a video
 * or PDF is done when learning_progress says so (offline saves feed it), an exam when an
 * attempt counted by the assignment (any, or only those started within its window) is
 * submitted; the one source of "done" for the class view, To do, exports and the bell.
 */
export async function readResults(db: Database, scope: ResultScope): Promise<ResultRow[]> {
  const where: SQL[] = [];
  if (scope.assignmentIds) where.push(sql`a.id = ANY(${ids(scope.assignmentIds)})`);
  if (scope.classIds) where.push(sql`a.class_id = ANY(${ids(scope.classIds)})`);
  if (scope.studentIds) where.push(sql`m.student_id = ANY(${ids(scope.studentIds)})`);
  if (!scope.includeArchived) where.push(sql`c.archived_at IS NULL`);
  const rows = rowsOf<ResultRow>(
    await db.execute(sql`
      SELECT a.id AS assignment_id, m.student_id,
        CASE WHEN a.item_kind = 'computer_exam' THEN ex.done_at ELSE p.completed_at END AS done_at,
        ex.percent, ex.attempt_id
      FROM assignments a
      JOIN classes c ON c.id = a.class_id
      JOIN class_members m ON m.class_id = a.class_id
      LEFT JOIN learning_progress p ON p.student_id = m.student_id AND p.item_id = a.item_id
        AND p.item_kind = (CASE WHEN a.item_kind <> 'computer_exam' THEN a.item_kind::text END)
          ::progress_item_kind
      LEFT JOIN LATERAL (
        SELECT min(t.submitted_at) AS done_at, max(t.percent) AS percent,
          (array_agg(t.id ORDER BY t.percent DESC NULLS LAST, t.submitted_at))[1] AS attempt_id
        FROM exam_attempts t
        WHERE a.item_kind = 'computer_exam' AND t.exam_id = a.item_id
          AND t.student_id = m.student_id AND t.submitted_at IS NOT NULL
          AND (NOT a.window_only OR t.started_at BETWEEN a.opens_at AND a.due_at)
      ) ex ON true
      WHERE ${where.length ? sql.join(where, sql` AND `) : sql`true`}
      ORDER BY a.id, m.student_id`),
  );
  return rows.map((row) => ({
    assignment_id: Number(row.assignment_id),
    student_id: Number(row.student_id),
    done_at: row.done_at === null ? null : new Date(row.done_at),
    percent: row.percent === null ? null : Number(row.percent),
    attempt_id: row.attempt_id === null ? null : Number(row.attempt_id),
  }));
}
