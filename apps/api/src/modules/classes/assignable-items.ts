import type { AssignedItem, AssignmentKind, Semester } from '@madrasa/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-rows.ts';

/**
 * Everything a class may be given, as one relation: the catalogue's lessons and PDFs, the
 * teachers' visible uploads and the published computer-based exams. PostgreSQL pushes a
 * filter on (kind, id) down into each branch, so a lookup reads the tables' primary keys.
 */
const ITEMS = sql`(
  SELECT 'lesson' AS kind, id, name_ar AS title_ar, name_en AS title_en, subject_id, semester,
    NULL::integer AS teacher_id FROM lessons
  UNION ALL SELECT 'worksheet', id, name_ar, name_en, subject_id, semester, NULL FROM worksheets
  UNION ALL SELECT 'exam', id, name_ar, name_en, subject_id, semester, NULL FROM exams
  UNION ALL SELECT 'summary', id, name_ar, name_en, subject_id, semester, NULL FROM summaries
  UNION ALL SELECT 'teacher_guide', id, name_ar, name_en, subject_id, semester, NULL
    FROM teacher_guides
  UNION ALL SELECT 'teacher_video', u.id, u.lesson_title, u.lesson_title, NULL, NULL, u.teacher_id
    FROM teacher_video_lessons u JOIN teachers t ON t.id = u.teacher_id
    WHERE NOT u.hidden AND NOT t.hidden
  UNION ALL SELECT 'teacher_file', u.id, u.file_name, u.file_name, NULL, NULL, u.teacher_id
    FROM teacher_files u JOIN teachers t ON t.id = u.teacher_id WHERE NOT u.hidden AND NOT t.hidden
  UNION ALL SELECT 'teacher_paper_exam', u.id, u.lesson_name_ar, u.lesson_name_en, NULL, NULL,
    u.teacher_id
    FROM teacher_paper_exams u JOIN teachers t ON t.id = u.teacher_id
    WHERE NOT u.hidden AND NOT t.hidden
  UNION ALL SELECT 'computer_exam', id, title_ar, title_en, subject_id, semester, teacher_id
    FROM computer_exams WHERE published
)`;

type ItemRow = {
  kind: AssignmentKind;
  id: number;
  title_ar: string;
  title_en: string;
  subject_id: number | null;
  semester: Semester | null;
  teacher_id: number | null;
};

const itemOf = (row: ItemRow): AssignedItem => ({
  kind: row.kind,
  id: Number(row.id),
  // A computer exam may be titled in one language only.
  title_ar: row.title_ar || row.title_en,
  title_en: row.title_en || row.title_ar,
  subject_id: row.subject_id === null ? null : Number(row.subject_id),
  semester: row.semester,
  teacher_id: row.teacher_id === null ? null : Number(row.teacher_id),
});

const select = async (db: Database, where: SQL) =>
  rowsOf<ItemRow>(
    await db.execute(sql`SELECT * FROM ${ITEMS} items WHERE ${where}
      ORDER BY kind, semester NULLS LAST, title_en, id`),
  ).map(itemOf);

export const itemKey = (kind: string, id: number) => `${kind}:${id}`;

/** The items of some assignments by itemKey; an item gone (or hidden) is missing. */
export async function readItems(
  db: Database,
  refs: { item_kind: AssignmentKind; item_id: number }[],
): Promise<Map<string, AssignedItem>> {
  if (!refs.length) return new Map();
  const pairs = sql.join(
    refs.map((ref) => sql`(${ref.item_kind}, ${ref.item_id}::integer)`),
    sql`, `,
  );
  const items = await select(db, sql`(items.kind, items.id) IN (${pairs})`);
  return new Map(items.map((item) => [itemKey(item.kind, item.id), item]));
}

/** What this teacher may assign: any catalogue item, and of teachers' own, only theirs. */
const mayAssign = (teacherId: number) =>
  sql`(items.teacher_id IS NULL OR items.teacher_id = ${teacherId})`;

/** The item if the teacher may assign it, else null. */
export async function findAssignable(
  db: Database,
  { teacherId, kind, id }: { teacherId: number; kind: AssignmentKind; id: number },
): Promise<AssignedItem | null> {
  const [item] = await select(
    db,
    sql`items.kind = ${kind} AND items.id = ${id} AND ${mayAssign(teacherId)}`,
  );
  return item ?? null;
}

/**
 * The list the teacher picks from. `catalogue`: the items of the class's subject in that
 * semester (a subject is a row per semester, so the subject of the same grade and name);
 * `mine`: the teacher's own uploads and exams.
 */
export async function listAssignable(
  db: Database,
  {
    teacherId,
    subjectId,
    source,
    semester,
  }: {
    teacherId: number;
    subjectId: number | null;
    source: 'catalogue' | 'mine';
    semester: Semester;
  },
): Promise<AssignedItem[]> {
  if (source === 'mine') return select(db, sql`items.teacher_id = ${teacherId}`);
  if (subjectId === null) return [];
  return select(
    db,
    sql`items.teacher_id IS NULL AND items.kind <> 'teacher_guide'
      AND items.semester = ${semester}::semester
      AND items.subject_id IN (
        SELECT same.id FROM subjects own JOIN subjects same
          ON same.grade_id = own.grade_id AND same.name_en = own.name_en
        WHERE own.id = ${subjectId})`,
  );
}
