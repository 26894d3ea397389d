import type { SubjectUnit, SubjectUnitsQuery, UnitLesson } from '@madrasa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subjectUnits } from '../../db/schema.ts';
import { listUnitLessons } from './list-unit-lessons.ts';

/**
 * A book's units in order (subject_units_subject_semester_idx). With `include=lessons`
 * every unit carries its lessons, fetched by one more query however many units there are.
 */
export async function listSubjectUnits(
  db: Database,
  { include, ...filters }: SubjectUnitsQuery,
): Promise<SubjectUnit[]> {
  const units = await db
    .select({
      id: subjectUnits.id,
      subject_id: subjectUnits.subject_id,
      semester: subjectUnits.semester,
      name_ar: subjectUnits.name_ar,
      name_en: subjectUnits.name_en,
    })
    .from(subjectUnits)
    .where(
      and(
        filters.subject_id === undefined
          ? undefined
          : eq(subjectUnits.subject_id, filters.subject_id),
        filters.semester === undefined ? undefined : eq(subjectUnits.semester, filters.semester),
      ),
    )
    .orderBy(
      asc(subjectUnits.subject_id),
      asc(subjectUnits.semester),
      asc(subjectUnits.sort_order),
      asc(subjectUnits.id),
    );
  if (include !== 'lessons' || units.length === 0) return units;

  const byUnit = new Map<number, UnitLesson[]>(units.map((unit) => [unit.id, []]));
  for (const lesson of await listUnitLessons(db, filters)) byUnit.get(lesson.unit_id)?.push(lesson);
  return units.map((unit) => ({ ...unit, lessons: byUnit.get(unit.id) ?? [] }));
}
