import type { Grade, GradesQuery } from '@madrasa/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { grades } from '../../db/schema.ts';

/** Grades in school order, optionally of one study phase. */
export async function listGrades(db: Database, query: GradesQuery): Promise<Grade[]> {
  return db
    .select({
      id: grades.id,
      name_ar: grades.name_ar,
      name_en: grades.name_en,
      study_phase: grades.study_phase,
      grade_key: grades.grade_key,
    })
    .from(grades)
    .where(query.study_phase ? eq(grades.study_phase, query.study_phase) : undefined)
    .orderBy(asc(grades.sort_order), asc(grades.id));
}
