import type { ProgressItemKind } from '@madrasa/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** Where each kind of item lives; teachers' uploads belong to a teacher, not a subject. */
const CATALOGUE_TABLES = {
  lesson: 'lessons',
  worksheet: 'worksheets',
  exam: 'exams',
  summary: 'summaries',
  teacher_guide: 'teacher_guides',
} as const;
const TEACHER_TABLES = {
  teacher_video: 'teacher_video_lessons',
  teacher_file: 'teacher_files',
  teacher_paper_exam: 'teacher_paper_exams',
} as const;

/**
 * A query of one row, the item's subject_id and semester, when the item exists and the
 * public may see it (a teacher's upload: not hidden, by a verified teacher who is not
 * hidden); no row otherwise, which the saves answer with 404.
 */
export function itemSource(kind: ProgressItemKind, id: number): SQL {
  if (kind in CATALOGUE_TABLES) {
    const table = sql.raw(CATALOGUE_TABLES[kind as keyof typeof CATALOGUE_TABLES]);
    return sql`SELECT subject_id, semester FROM ${table} WHERE id = ${id}`;
  }
  const table = sql.raw(TEACHER_TABLES[kind as keyof typeof TEACHER_TABLES]);
  return sql`SELECT NULL::integer AS subject_id, NULL::semester AS semester
    FROM ${table} u JOIN teachers t ON t.id = u.teacher_id
    WHERE u.id = ${id} AND u.hidden = false AND t.hidden = false AND t.verified_at IS NOT NULL`;
}
