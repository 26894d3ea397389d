import {
  type CardScope,
  type Language,
  type PremiumCourseRef,
  type Semester,
  translate,
} from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { grades, premiumCourses, subjects, teachers } from '../../db/schema.ts';

/**
 * The columns a premium course is named by, for a select that left-joins `subjects` and
 * `teachers` on the course (`joinCourseNames`).
 */
export const courseRefColumns = {
  id: premiumCourses.id,
  subject_id: premiumCourses.subject_id,
  semester: premiumCourses.semester,
  teacher_id: premiumCourses.teacher_id,
  grade_id: subjects.grade_id,
  subject_ar: subjects.name_ar,
  subject_en: subjects.name_en,
  teacher_first: teachers.first_name,
  teacher_last: teachers.last_name,
};

type CourseRow = {
  id: number;
  subject_id: number | null;
  semester: Semester | null;
  teacher_id: number | null;
  grade_id: number | null;
  subject_ar: string | null;
  subject_en: string | null;
  teacher_first: string | null;
  teacher_last: string | null;
};

const semesterName = (language: 'ar' | 'en', semester: Semester) =>
  translate(language, `premium.semester_${semester}`);

/**
 * A course as lists name it: a subject course "<subject> – <semester>" in each language, a
 * teacher's course the teacher's name (the same in both).
 */
export function toCourseRef(row: CourseRow): PremiumCourseRef {
  const base = {
    id: row.id,
    subject_id: row.subject_id,
    semester: row.semester,
    grade_id: row.subject_id ? row.grade_id : null,
    teacher_id: row.teacher_id,
  };
  if (row.subject_id !== null && row.semester) {
    const { semester } = row;
    return {
      ...base,
      kind: 'subject',
      title_ar: `${row.subject_ar || row.subject_en} – ${semesterName('ar', semester)}`,
      title_en: `${row.subject_en || row.subject_ar} – ${semesterName('en', semester)}`,
    };
  }
  const name = `${row.teacher_first ?? ''} ${row.teacher_last ?? ''}`.trim();
  return { ...base, kind: 'teacher', title_ar: name, title_en: name };
}

/** The premium course with this id, named; null when there is none. */
export async function findCourseRef(db: Database, id: number): Promise<PremiumCourseRef | null> {
  const [row] = await db
    .select(courseRefColumns)
    .from(premiumCourses)
    .leftJoin(subjects, eq(subjects.id, premiumCourses.subject_id))
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
