import type { ProgressSummary } from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ammanDay, weekStart } from './amman-day.ts';
import { readSubjectBars } from './subject-bars.ts';

type ExamRow = {
  exam_id: number;
  subject_id: number;
  semester: string;
  title_ar: string;
  title_en: string;
  attempts: number;
  best_percent: number | null;
  passed: boolean | null;
  listed: boolean;
};

/**
 * Computer-based exams of the given subjects: the ones a student can take (published, by an
 * editor or a public teacher, with questions) and every one the student submitted, with the
 * attempts and best score of the submitted ones.
 */
async function readExams(db: Database, studentId: number, subjectIds: number[]) {
  if (subjectIds.length === 0) return [];
  const result = await db.execute(sql`
    SELECT e.id AS exam_id, e.subject_id, e.semester, e.title_ar, e.title_en,
      count(a.id)::int AS attempts, max(a.percent)::int AS best_percent, bool_or(a.passed) AS passed,
      (e.published AND (e.teacher_id IS NULL OR (t.hidden = false AND t.verified_at IS NOT NULL))
        AND (e.draw IS NOT NULL OR EXISTS (SELECT 1 FROM computer_exam_items i WHERE i.exam_id = e.id))
      ) AS listed
    FROM computer_exams e
    LEFT JOIN teachers t ON t.id = e.teacher_id
    LEFT JOIN exam_attempts a
      ON a.exam_id = e.id AND a.student_id = ${studentId} AND a.submitted_at IS NOT NULL
    WHERE e.subject_id IN (${sql.join(subjectIds, sql`, `)})
    GROUP BY e.id, t.id
    ORDER BY e.id`);
  return (result as unknown as { rows: ExamRow[] }).rows;
}

/**
 * A student's progress as the Progress tab, a linked parent's page and the data export show
 * it: per subject and semester of the student's grade (and of any other subject the student
 * watched, opened or took an exam in), lessons watched, files opened and computer-based exams
 * taken with their best scores; and the seconds studied since this week's Saturday in Amman.
 * Teachers' uploads belong to no subject, so they count only in the time spent.
 */
export async function readProgressSummary(
  db: Database,
  { studentId, now = new Date() }: { studentId: number; now?: Date },
): Promise<ProgressSummary> {
  const bars = await readSubjectBars(db, {
    studentId,
    where: sql`(s.grade_id = (SELECT grade_id FROM students WHERE id = ${studentId})
      OR s.id IN (SELECT subject_id FROM learning_progress WHERE student_id = ${studentId})
      OR s.id IN (SELECT e.subject_id FROM exam_attempts a JOIN computer_exams e ON e.id = a.exam_id
        WHERE a.student_id = ${studentId} AND a.submitted_at IS NOT NULL))`,
  });
  const exams = await readExams(
    db,
    studentId,
    bars.map((bar) => bar.subject_id),
  );
  const week_start = weekStart(ammanDay(now));
  const time = await db.execute(sql`
    SELECT coalesce(sum(seconds), 0)::int AS seconds FROM study_time
    WHERE student_id = ${studentId} AND day >= ${week_start}`);
  const [week] = (time as unknown as { rows: { seconds: number }[] }).rows;

  return {
    week_start,
    week_seconds: Number(week?.seconds ?? 0),
    subjects: bars.map((bar) => {
      const own = exams.filter(
        (exam) => exam.subject_id === bar.subject_id && exam.semester === bar.semester,
      );
      const taken = own.filter((exam) => Number(exam.attempts) > 0);
      return {
        ...bar,
        exams: {
          taken: taken.length,
          total: own.filter((exam) => exam.listed || Number(exam.attempts) > 0).length,
          results: taken.map((exam) => ({
            exam_id: exam.exam_id,
            title: { ar: exam.title_ar, en: exam.title_en },
            attempts: Number(exam.attempts),
            best_percent: exam.best_percent === null ? null : Number(exam.best_percent),
            passed: exam.passed === true,
          })),
        },
      };
    }),
  };
}
