import { CONTINUE_LEARNING_LIMIT, type ContinueLesson, type Semester } from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { optionalStoragePath, storagePath } from '../../lib/storage-path.ts';

type Row = {
  lesson_id: number;
  name_ar: string;
  name_en: string;
  image: string | null;
  video_mp4: string;
  position_seconds: number;
  duration_seconds: number | null;
  subject_id: number;
  subject_ar: string;
  subject_en: string;
  semester: Semester;
  grade_id: number;
  updated_at: Date | string;
};

/**
 * "Continue learning": the catalogue lessons the student began and has not finished, the
 * most recently watched first (the index on student and updated_at), with their subject.
 */
export async function readContinueLearning(
  db: Database,
  studentId: number,
): Promise<ContinueLesson[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT l.id AS lesson_id, l.name_ar, l.name_en, l.image, l.video_mp4,
        p.position_seconds, p.duration_seconds, s.id AS subject_id, s.name_ar AS subject_ar,
        s.name_en AS subject_en, l.semester, s.grade_id, p.updated_at
      FROM learning_progress p
      JOIN lessons l ON l.id = p.item_id
      JOIN subjects s ON s.id = l.subject_id
      WHERE p.student_id = ${studentId} AND p.item_kind = 'lesson'
        AND p.completed_at IS NULL AND p.position_seconds > 0
      ORDER BY p.updated_at DESC
      LIMIT ${CONTINUE_LEARNING_LIMIT}`),
  );
  return rows.map((row) => ({
    lesson_id: row.lesson_id,
    name_ar: row.name_ar,
    name_en: row.name_en,
    image: optionalStoragePath(row.image),
    video_mp4: storagePath(row.video_mp4),
    position_seconds: Number(row.position_seconds),
    duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    subject: {
      id: row.subject_id,
      name_ar: row.subject_ar,
      name_en: row.subject_en,
      semester: row.semester,
      grade_id: row.grade_id,
    },
    updated_at: new Date(row.updated_at).toISOString(),
  }));
}
