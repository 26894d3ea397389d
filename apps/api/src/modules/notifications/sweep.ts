import type { NotificationKind } from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/**
 * What the sweep reads of each assignment's current members: the classes module's
 * `readResults` (when done, and an exam's counted attempt), handed in by modules/index.ts.
 */
type ResultRow = {
  assignment_id: number;
  student_id: number;
  done_at: Date | null;
  attempt_id: number | null;
};
export type ReadResults = (
  db: Database,
  scope: { assignmentIds: number[] },
) => Promise<ResultRow[]>;

const HOUR = 60 * 60 * 1000;
/** "Due tomorrow": due within this, not done. */
export const DUE_WITHIN_MS = 24 * HOUR;
/** Assignments due longer ago are left alone, so nothing old floods a student who joins late. */
export const LOOK_BACK_MS = 7 * 24 * HOUR;

type Line = {
  kind: NotificationKind;
  student_id: number;
  assignment_id: number;
  attempt_id: number | null;
  dedupe_key: string;
};
type Candidate = { id: number; due_at: string | Date; item_kind: string };

/** What a student's result on an assignment calls for at `now`. */
function linesOf(row: ResultRow, assignment: Candidate, now: number): Line[] {
  const due = new Date(assignment.due_at).getTime();
  const base = { student_id: row.student_id, assignment_id: row.assignment_id, attempt_id: null };
  const key = (kind: string) => `${kind}:${row.assignment_id}:${row.student_id}`;
  const lines: Line[] = [];
  if (due > now) lines.push({ ...base, kind: 'assignment_new', dedupe_key: key('new') });
  if (!row.done_at && due > now && due - now <= DUE_WITHIN_MS) {
    lines.push({ ...base, kind: 'assignment_due', dedupe_key: key('due') });
  }
  if (!row.done_at && due <= now) {
    lines.push({ ...base, kind: 'assignment_overdue', dedupe_key: key('overdue') });
  }
  if (assignment.item_kind === 'computer_exam' && row.done_at && row.attempt_id !== null) {
    lines.push({
      ...base,
      kind: 'exam_graded',
      attempt_id: row.attempt_id,
      dedupe_key: `${key('graded')}:${row.attempt_id}`,
    });
  }
  return lines;
}

/**
 * Writes the bell's lines (docs/decisions.md "Notifications") for every open assignment of
 * a class not archived, opened by `now` and due at most LOOK_BACK_MS ago: each line for
 * the student and for each parent linked to them, in one statement. Safe to run again or
 * at once: a line exists once per recipient and `dedupe_key`. Returns the lines added.
 */
export async function sweepNotifications(
  db: Database,
  { readResults, now = new Date() }: { readResults: ReadResults; now?: Date },
): Promise<number> {
  const candidates = rowsOf<Candidate>(
    await db.execute(sql`
      SELECT a.id, a.due_at, a.item_kind
      FROM assignments a JOIN classes c ON c.id = a.class_id
      WHERE c.archived_at IS NULL AND a.opens_at <= ${now.toISOString()}::timestamptz
        AND a.due_at > ${new Date(now.getTime() - LOOK_BACK_MS).toISOString()}::timestamptz`),
  );
  if (candidates.length === 0) return 0;
  const byId = new Map(candidates.map((row) => [row.id, row]));
  const results = await readResults(db, { assignmentIds: [...byId.keys()] });
  const lines = results.flatMap((row) => {
    const assignment = byId.get(row.assignment_id);
    return assignment ? linesOf(row, assignment, now.getTime()) : [];
  });
  if (lines.length === 0) return 0;
  const added = rowsOf<{ added: number }>(
    await db.execute(sql`
      WITH line AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS l(
          kind notification_kind, student_id integer, assignment_id integer,
          attempt_id integer, dedupe_key text)
      ), written AS (
        INSERT INTO notifications (recipient_student_id, recipient_parent_id, kind, student_id,
          assignment_id, attempt_id, dedupe_key, created_at)
        SELECT line.student_id, NULL::integer, line.kind, line.student_id, line.assignment_id,
          line.attempt_id, line.dedupe_key, ${now.toISOString()}::timestamptz
        FROM line
        UNION ALL
        SELECT NULL, pl.parent_id, line.kind, line.student_id, line.assignment_id,
          line.attempt_id, line.dedupe_key, ${now.toISOString()}::timestamptz
        FROM line JOIN parent_links pl ON pl.student_id = line.student_id
        ON CONFLICT DO NOTHING
        RETURNING 1)
      SELECT count(*)::int AS added FROM written`),
  );
  return added[0]?.added ?? 0;
}
