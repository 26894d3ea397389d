import {
  type CardScope,
  type Language,
  type PremiumCourseRef,
  type Semester,
  translate,
} from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { grades, premiumCourses, subjects, teachers } from '../../db/schema.ts';

/** A subject course's grade, apart from a batch's or an entitlement's own grade in one select. */
export const courseGrades = alias(grades, 'course_grades');

/**
 * The columns a premium course is named by, for a select that left-joins on the course
 * `subjects`, `courseGrades` (on the subject's grade) and `teachers`.
 */
export const courseRefColumns = {
  id: premiumCourses.id,
  subject_id: premiumCourses.subject_id,
  semester: premiumCourses.semester,
  teacher_id: premiumCourses.teacher_id,
  grade_id: subjects.grade_id,
  subject_ar: subjects.name_ar,
  subject_en: subjects.name_en,
  grade_ar: courseGrades.name_ar,
  grade_en: courseGrades.name_en,
  teacher_first: teachers.first_name,
  teacher_last: teachers.last_name,
};

/** What a course is named from: `courseRefColumns`, or a raw select with the same names. */
export type CourseRow = {
  id: number;
  subject_id: number | null;
  semester: Semester | null;
  teacher_id: number | null;
  grade_id: number | null;
  subject_ar: string | null;
  subject_en: string | null;
  grade_ar: string | null;
  grade_en: string | null;
  teacher_first: string | null;
  teacher_last: string | null;
};

type CourseNames = Pick<
  CourseRow,
  | 'semester'
  | 'teacher_id'
  | 'subject_ar'
  | 'subject_en'
  | 'grade_ar'
  | 'grade_en'
  | 'teacher_first'
  | 'teacher_last'
>;

/**
 * A course's name: a subject course "<subject>, <grade>, <semester>" (a printed card may
 * reach any grade's student), a teacher's course the teacher's name.
 */
export function courseTitle(language: Language, row: CourseNames): string {
  if (row.teacher_id !== null) return `${row.teacher_first ?? ''} ${row.teacher_last ?? ''}`.trim();
  const [subject, grade] =
    language === 'ar'
      ? [row.subject_ar || row.subject_en, row.grade_ar || row.grade_en]
      : [row.subject_en || row.subject_ar, row.grade_en || row.grade_ar];
  return translate(language, 'premium.subject_course', {
    subject: subject ?? '',
    grade: grade ?? '',
    semester: translate(language, `premium.semester.${row.semester ?? 'first'}`),
  });
}

/** A course as lists name it (`courseTitle`) in each language. */
export function toCourseRef(row: CourseRow): PremiumCourseRef {
  return {
    id: row.id,
    kind: row.teacher_id === null ? 'subject' : 'teacher',
    subject_id: row.subject_id,
    semester: row.semester,
    grade_id: row.subject_id ? row.grade_id : null,
    teacher_id: row.teacher_id,
    title_ar: courseTitle('ar', row),
    title_en: courseTitle('en', row),
  };
}

/** The premium course with this id, named; null when there is none. */
export async function findCourseRef(db: Database, id: number): Promise<PremiumCourseRef | null> {
  const [row] = await db
    .select(courseRefColumns)
    .from(premiumCourses)
    .leftJoin(subjects, eq(subjects.id, premiumCourses.subject_id))
    .leftJoin(courseGrades, eq(courseGrades.id, subjects.grade_id))
    .leftJoin(teachers, eq(teachers.id, premiumCourses.teacher_id))
    .where(eq(premiumCourses.id, id));
  return row ? toCourseRef(row) : null;
}

export const gradeRefColumns = { id: grades.id, name_ar: grades.name_ar, name_en: grades.name_en };

/**
 * What a batch or an entitlement unlocks, in words: its course, every premium course of its
 * grade, or everything.
 */
export function unlocksTitle(
  language: Language,
  target: {
    scope: CardScope;
    course: PremiumCourseRef | null;
    grade: { name_ar: string; name_en: string } | null;
  },
): string {
  const { scope, course, grade } = target;
  if (scope === 'course' && course) return language === 'ar' ? course.title_ar : course.title_en;
  if (scope === 'grade' && grade) {
    const name = language === 'ar' ? grade.name_ar : grade.name_en;
    return translate(language, 'cards.grade_courses', { grade: name });
  }
  return translate(language, 'cards.everything');
}
