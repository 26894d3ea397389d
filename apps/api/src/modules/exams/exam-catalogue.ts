import type { ExamResult, ExamSummary, Semester } from '@madrasa/contracts';
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  computerExamItems,
  computerExams,
  examAttempts,
  grades,
  subjects,
  teachers,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PremiumIndex, PremiumItem } from '../../lib/premium/access.ts';
import { isPublicTeacher } from '../../lib/public-teacher.ts';

/**
 * Published exams as visitors and students see them. An exam by a teacher shows only while
 * the teacher is public (verified, not hidden); an editor's exam has no teacher.
 */
const columns = {
  id: computerExams.id,
  subject_id: computerExams.subject_id,
  semester: computerExams.semester,
  grade_id: grades.id,
  grade_ar: grades.name_ar,
  grade_en: grades.name_en,
  title_ar: computerExams.title_ar,
  title_en: computerExams.title_en,
  duration_minutes: computerExams.duration_minutes,
  min_minutes: computerExams.min_minutes,
  max_minutes: computerExams.max_minutes,
  passing_percent: computerExams.passing_percent,
  attempts_allowed: computerExams.attempts_allowed,
  teacher_id: computerExams.teacher_id,
  teacher_first: teachers.first_name,
  teacher_last: teachers.last_name,
  // A draw asks the sum of its rules' counts; a fixed exam its list's length.
  question_count: sql<number>`coalesce(
    (SELECT sum((rule->>'count')::int)::int FROM jsonb_array_elements(${computerExams.draw}) AS rule),
    (SELECT count(*)::int FROM ${computerExamItems} WHERE ${computerExamItems.exam_id} = ${computerExams.id}))`,
};

const publishedAndVisible = and(
  eq(computerExams.published, true),
  or(isNull(computerExams.teacher_id), isPublicTeacher),
);

const queryExams = (db: Database, where: SQL | undefined) =>
  db
    .select(columns)
    .from(computerExams)
    .innerJoin(subjects, eq(subjects.id, computerExams.subject_id))
    .innerJoin(grades, eq(grades.id, subjects.grade_id))
    .leftJoin(teachers, eq(teachers.id, computerExams.teacher_id))
    .where(and(publishedAndVisible, where))
    .orderBy(asc(computerExams.id));

type Row = Awaited<ReturnType<typeof queryExams>>[number];

/** An editors' exam belongs to its subject's course, a teacher's to the teacher's. */
const premiumItemOf = (row: Pick<Row, 'id' | 'subject_id' | 'semester' | 'teacher_id'>) =>
  ({
    kind: 'computer_exam',
    id: row.id,
    subject_id: row.subject_id,
    semester: row.semester,
    teacher_id: row.teacher_id,
  }) satisfies PremiumItem;

export const examAsPremiumItem = (exam: ExamSummary) =>
  premiumItemOf({ ...exam, teacher_id: exam.teacher?.id ?? null });

const toSummary = (row: Row, premium: PremiumIndex): ExamSummary => ({
  id: row.id,
  subject_id: row.subject_id,
  semester: row.semester,
  grade: { id: row.grade_id, name: { ar: row.grade_ar, en: row.grade_en } },
  title: { ar: row.title_ar, en: row.title_en },
  question_count: Number(row.question_count),
  duration_minutes: row.duration_minutes,
  min_minutes: row.min_minutes,
  max_minutes: row.max_minutes,
  passing_percent: row.passing_percent,
  attempts_allowed: row.attempts_allowed,
  teacher:
    row.teacher_id === null
      ? null
      : { id: row.teacher_id, name: `${row.teacher_first} ${row.teacher_last}` },
  premium: premium.markOf(premiumItemOf(row)),
});

async function selectExams(
  db: Database,
  { where, premium }: { where: SQL | undefined; premium: PremiumIndex },
): Promise<ExamSummary[]> {
  const rows = await queryExams(db, where);
  // An exam with no questions yet cannot be taken: it is not listed.
  return rows.map((row) => toSummary(row, premium)).filter((exam) => exam.question_count > 0);
}
export const listSubjectExams = (
  db: Database,
  {
    subjectId,
    semester,
    premium,
  }: { subjectId: number; semester: Semester; premium: PremiumIndex },
) =>
  selectExams(db, {
    where: and(eq(computerExams.subject_id, subjectId), eq(computerExams.semester, semester)),
    premium,
  });

export const listTeacherExams = (
  db: Database,
  { teacherId, premium }: { teacherId: number; premium: PremiumIndex },
) => selectExams(db, { where: eq(computerExams.teacher_id, teacherId), premium });

export const examNotFound = () => new AppError(404, 'not_found', 'exams.not_found');

export async function findPublishedExam(
  db: Database,
  { id, premium }: { id: number; premium: PremiumIndex },
): Promise<ExamSummary> {
  const [exam] = await selectExams(db, { where: eq(computerExams.id, id), premium });
  if (!exam) throw examNotFound();
  return exam;
}

/** The student's attempts and best result per exam, for the lists' "your best" column. */
export async function studentResults(
  db: Database,
  { studentId, examIds }: { studentId: number; examIds?: number[] },
): Promise<ExamResult[]> {
  const rows = await db
    .select({
      exam_id: examAttempts.exam_id,
      attempts: count(),
      best_percent: sql<number | null>`max(${examAttempts.percent})`,
      passed: sql<boolean>`coalesce(bool_or(${examAttempts.passed}), false)`,
      open_attempt_id: sql<
        number | null
      >`max(${examAttempts.id}) FILTER (WHERE ${examAttempts.submitted_at} IS NULL AND ${examAttempts.deadline_at} > now())`,
    })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.student_id, studentId),
        examIds ? inArray(examAttempts.exam_id, examIds) : undefined,
      ),
    )
    .groupBy(examAttempts.exam_id);
  return rows.map((row) => ({
    exam_id: row.exam_id,
    attempts: Number(row.attempts),
    best_percent: row.best_percent === null ? null : Number(row.best_percent),
    passed: Boolean(row.passed),
    open_attempt_id: row.open_attempt_id === null ? null : Number(row.open_attempt_id),
  }));
}
