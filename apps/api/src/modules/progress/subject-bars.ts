import { type Semester, SUBJECT_ITEM_KINDS, type SubjectProgress } from '@madrasa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/** The catalogue's table of each kind a subject holds. */
const TABLES = {
  lesson: 'lessons',
  worksheet: 'worksheets',
  exam: 'exams',
  summary: 'summaries',
  teacher_guide: 'teacher_guides',
} as const;

/** How many of a table's items a subject holds, and how many of them the student finished. */
const counts = (studentId: number, kind: keyof typeof TABLES) => {
  const items = sql.raw(TABLES[kind]);
  return sql`(SELECT count(*) FROM ${items} x WHERE x.subject_id = s.id AND x.semester = s.semester)::int
      AS ${sql.raw(`${kind}_total`)},
    (SELECT count(*) FROM ${items} x JOIN learning_progress p
      ON p.student_id = ${studentId} AND p.item_kind = ${kind} AND p.item_id = x.id
      WHERE x.subject_id = s.id AND x.semester = s.semester AND p.completed_at IS NOT NULL)::int
      AS ${sql.raw(`${kind}_done`)}`;
};

export type SubjectBar = SubjectProgress & {
  name_ar: string;
  name_en: string;
  grade_id: number;
  grade_name_ar: string;
  grade_name_en: string;
};

type Row = {
  subject_id: number;
  semester: Semester;
  name_ar: string;
  name_en: string;
  grade_id: number;
  grade_name_ar: string;
  grade_name_en: string;
} & Record<string, unknown>;

/**
 * Lessons watched and files opened of every subject `where` picks (over `subjects s`), in
 * the catalogue's order: two counts per kind and subject, each on an indexed column, and
 * joined to the item so a deleted lesson or PDF stops counting at once.
 */
export async function readSubjectBars(
  db: Database,
  { studentId, where }: { studentId: number; where: SQL },
): Promise<SubjectBar[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT s.id AS subject_id, s.semester, s.name_ar, s.name_en, s.grade_id,
        g.name_ar AS grade_name_ar, g.name_en AS grade_name_en,
        ${sql.join(
          SUBJECT_ITEM_KINDS.map((kind) => counts(studentId, kind)),
          sql`, `,
        )}
      FROM subjects s JOIN grades g ON g.id = s.grade_id
      WHERE ${where}
      ORDER BY g.sort_order, g.id, s.semester, s.sort_order, s.id`),
  );
  return rows.map((row) => {
    const of = (kind: keyof typeof TABLES) => ({
      done: Number(row[`${kind}_done`]),
      total: Number(row[`${kind}_total`]),
    });
    const kinds = {
      lesson: of('lesson'),
      worksheet: of('worksheet'),
      exam: of('exam'),
      summary: of('summary'),
      teacher_guide: of('teacher_guide'),
    };
    const files = [kinds.worksheet, kinds.exam, kinds.summary, kinds.teacher_guide];
    return {
      subject_id: row.subject_id,
      semester: row.semester,
      name_ar: row.name_ar,
      name_en: row.name_en,
      grade_id: row.grade_id,
      grade_name_ar: row.grade_name_ar,
      grade_name_en: row.grade_name_en,
      lessons: kinds.lesson,
      files: {
        done: files.reduce((sum, kind) => sum + kind.done, 0),
        total: files.reduce((sum, kind) => sum + kind.total, 0),
      },
      kinds,
    };
  });
}
