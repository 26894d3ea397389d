import type { TeacherUploadStats } from '@madrasa/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { computerExams, examAttempts } from '../../db/schema.ts';
import { submittedAttemptTotals } from '../../lib/exam-totals.ts';

type CountRow = { kind: string; id: number; students: number; finished: number };

/**
 * How many distinct students opened (or watched) each of the teacher's files, videos and
 * paper exams, and how many finished a video: one statement over the progress rows of the
 * teacher's own uploads (one row per student and item, so a count is of students). Every
 * upload is listed, 0 when nobody opened it.
 */
async function readProgressCounts(db: Database, teacherId: number) {
  const result = await db.execute(sql`
    WITH mine(kind, id) AS (
      SELECT 'teacher_file'::progress_item_kind, id FROM teacher_files WHERE teacher_id = ${teacherId}
      UNION ALL
      SELECT 'teacher_video'::progress_item_kind, id FROM teacher_video_lessons WHERE teacher_id = ${teacherId}
      UNION ALL
      SELECT 'teacher_paper_exam'::progress_item_kind, id FROM teacher_paper_exams WHERE teacher_id = ${teacherId}
    )
    SELECT mine.kind, mine.id, count(p.student_id)::int AS students,
      count(p.completed_at)::int AS finished
    FROM mine
    LEFT JOIN learning_progress p ON p.item_kind = mine.kind AND p.item_id = mine.id
    GROUP BY mine.kind, mine.id
    ORDER BY mine.id`);
  return (result as unknown as { rows: CountRow[] }).rows;
}

/**
 * A teacher's numbers on their uploads and computer-based exams (docs/decisions.md,
 * "Teachers' numbers"): counts and averages only, never who. Two statements for the whole
 * list, whatever its length; another teacher's uploads and exams never enter.
 */
export async function readUploadStats(
  db: Database,
  teacherId: number,
): Promise<TeacherUploadStats> {
  const [counts, exams] = await Promise.all([
    readProgressCounts(db, teacherId),
    db
      .select({ id: computerExams.id, ...submittedAttemptTotals })
      .from(computerExams)
      .leftJoin(
        examAttempts,
        and(eq(examAttempts.exam_id, computerExams.id), isNotNull(examAttempts.submitted_at)),
      )
      .where(eq(computerExams.teacher_id, teacherId))
      .groupBy(computerExams.id)
      .orderBy(asc(computerExams.id)),
  ]);
  const ofKind = (kind: string) =>
    counts
      .filter((row) => row.kind === kind)
      .map(({ id, students, finished }) => ({ id, students, finished }));
  return {
    files: ofKind('teacher_file'),
    videos: ofKind('teacher_video'),
    exams: ofKind('teacher_paper_exam'),
    computer_exams: exams.map((row) => ({
      id: row.id,
      attempts: row.attempts,
      average_percent: row.average,
    })),
  };
}
