import type { Subject, SubjectsQuery } from '@madrasa/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { grades, subjects } from '../../db/schema.ts';
import { optionalStoragePath } from '../../lib/storage-path.ts';

export const subjectColumns = {
  id: subjects.id,
  grade_id: subjects.grade_id,
  semester: subjects.semester,
  name_ar: subjects.name_ar,
  name_en: subjects.name_en,
  image: subjects.image,
};

/** Rows carry the stored key in `image`; the API hands out its URL path. */
export const toSubject = (row: Subject): Subject => ({
  ...row,
  image: optionalStoragePath(row.image),
});

/** A subject named `name` in English (any case) or Arabic, spaces around it ignored. */
const namedLike = (name: string): SQL =>
  sql`(lower(${subjects.name_en}) = lower(${name}) or ${subjects.name_ar} = ${name})`;

/**
 * Subjects in school order (grade, then the subject's place in it). `grade_id` and
 * `semester` use subjects_grade_semester_idx; an unknown grade simply matches nothing.
 */
export async function listSubjects(db: Database, query: SubjectsQuery): Promise<Subject[]> {
  const rows = await db
    .select(subjectColumns)
    .from(subjects)
    .innerJoin(grades, eq(grades.id, subjects.grade_id))
    .where(
      and(
        query.grade_id === undefined ? undefined : eq(subjects.grade_id, query.grade_id),
        query.semester === undefined ? undefined : eq(subjects.semester, query.semester),
        query.name === undefined ? undefined : namedLike(query.name),
      ),
    )
    .orderBy(
      asc(grades.sort_order),
      asc(subjects.grade_id),
      asc(subjects.semester),
      asc(subjects.sort_order),
      asc(subjects.id),
    );
  return rows.map(toSubject);
}
