import type { UnitLesson, UnitLessonsQuery } from '@madrasa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subjectUnits, unitLessons } from '../../db/schema.ts';

/**
 * Lessons of a book, in unit then lesson order. Filtering through the unit lets one query
 * fetch a whole book (subject_units_subject_semester_idx, then unit_lessons_unit_idx).
 */
export async function listUnitLessons(
  db: Database,
  query: UnitLessonsQuery,
): Promise<UnitLesson[]> {
  return db
    .select({
      id: unitLessons.id,
      unit_id: unitLessons.unit_id,
      name_ar: unitLessons.name_ar,
      name_en: unitLessons.name_en,
    })
    .from(unitLessons)
    .innerJoin(subjectUnits, eq(subjectUnits.id, unitLessons.unit_id))
    .where(
      and(
        query.unit_id === undefined ? undefined : eq(unitLessons.unit_id, query.unit_id),
        query.subject_id === undefined ? undefined : eq(subjectUnits.subject_id, query.subject_id),
        query.semester === undefined ? undefined : eq(subjectUnits.semester, query.semester),
      ),
    )
    .orderBy(
      asc(subjectUnits.subject_id),
      asc(subjectUnits.semester),
      asc(subjectUnits.sort_order),
      asc(subjectUnits.id),
      asc(unitLessons.sort_order),
      asc(unitLessons.id),
    );
}
