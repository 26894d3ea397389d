import type { StudentDataExport } from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

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
 * The student's progress rows with the name of each item, read from the item's own table
 * (items of several tables share the rows, so the name comes by kind). A teacher's upload
 * has one name, given in both languages; a removed item keeps its row with no name.
 */
export async function readExportedProgress(
  db: Database,
  studentId: number,
): Promise<StudentDataExport['progress']> {
  const result = await db.execute(sql`
    SELECT p.item_kind, p.item_id, p.subject_id, p.semester, p.position_seconds,
      p.duration_seconds, p.completed_at, p.first_seen_at, p.updated_at, p.position_at,
      coalesce(l.name_ar, w.name_ar, e.name_ar, s.name_ar, g.name_ar,
        f.file_name, v.lesson_title, x.lesson_name_ar) AS name_ar,
      coalesce(l.name_en, w.name_en, e.name_en, s.name_en, g.name_en,
        f.file_name, v.lesson_title, x.lesson_name_en) AS name_en
    FROM learning_progress p
    LEFT JOIN lessons l ON p.item_kind = 'lesson' AND l.id = p.item_id
    LEFT JOIN worksheets w ON p.item_kind = 'worksheet' AND w.id = p.item_id
    LEFT JOIN exams e ON p.item_kind = 'exam' AND e.id = p.item_id
    LEFT JOIN summaries s ON p.item_kind = 'summary' AND s.id = p.item_id
    LEFT JOIN teacher_guides g ON p.item_kind = 'teacher_guide' AND g.id = p.item_id
    LEFT JOIN teacher_files f ON p.item_kind = 'teacher_file' AND f.id = p.item_id
    LEFT JOIN teacher_video_lessons v ON p.item_kind = 'teacher_video' AND v.id = p.item_id
    LEFT JOIN teacher_paper_exams x ON p.item_kind = 'teacher_paper_exam' AND x.id = p.item_id
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
