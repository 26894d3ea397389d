import type { Semester, SubjectProgress } from '@madrasa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The catalogue's PDF tables, by the kind their progress rows carry. */
const FILE_TABLES = {
  worksheet: 'worksheets',
  exam: 'exams',
  summary: 'summaries',
  teacher_guide: 'teacher_guides',
} as const;

/** How many of a table's items a subject holds, and how many of them the student finished. */
const counts = (studentId: number, table: string, kind: string) => {
  const items = sql.raw(table);
  return {
    total: sql`(SELECT count(*) FROM ${items} x WHERE x.subject_id = s.id AND x.semester = s.semester)`,
    // Joined to the item, so a deleted lesson or PDF stops counting at once.
    done: sql`(SELECT count(*) FROM ${items} x JOIN learning_progress p
      ON p.student_id = ${studentId} AND p.item_kind = ${kind} AND p.item_id = x.id
      WHERE x.subject_id = s.id AND x.semester = s.semester AND p.completed_at IS NOT NULL)`,
  };
};

export type SubjectBar = SubjectProgress & {
  name_ar: string;
  name_en: string;
  grade_id: number;
};

type Row = {
  subject_id: number;
  semester: Semester;
  name_ar: string;
  name_en: string;
  grade_id: number;
  lessons_done: number;
  lessons_total: number;
  files_done: number;
  files_total: number;
};

/**
 * Lessons watched and files opened of every subject `where` picks (over `subjects s`), in
 * the catalogue's order. A few correlated counts per subject, each on an indexed column.
 */
export async function readSubjectBars(
  db: Database,
  { studentId, where }: { studentId: number; where: SQL },
): Promise<SubjectBar[]> {
  const lessons = counts(studentId, 'lessons', 'lesson');
  const files = Object.entries(FILE_TABLES).map(([kind, table]) => counts(studentId, table, kind));
  const sum = (part: 'done' | 'total') =>
    sql.join(
      files.map((file) => file[part]),
      sql` + `,
    );
  const result = await db.execute(sql`
    SELECT s.id AS subject_id, s.semester, s.name_ar, s.name_en, s.grade_id,
      ${lessons.done}::int AS lessons_done, ${lessons.total}::int AS lessons_total,
      (${sum('done')})::int AS files_done, (${sum('total')})::int AS files_total
    FROM subjects s JOIN grades g ON g.id = s.grade_id
    WHERE ${where}
    ORDER BY g.sort_order, g.id, s.semester, s.sort_order, s.id`);
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    subject_id: row.subject_id,
    semester: row.semester,
    name_ar: row.name_ar,
    name_en: row.name_en,
    grade_id: row.grade_id,
    lessons: { done: Number(row.lessons_done), total: Number(row.lessons_total) },
    files: { done: Number(row.files_done), total: Number(row.files_total) },
  }));
}
