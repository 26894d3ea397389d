import type { AdminCatalogueQuery, AdminUnitLesson } from '@madrasa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { grades, subjects, subjectUnits, unitLessons } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { gradeRef, requireUnit, subjectRef, unitRef } from '../lib/catalogue-refs.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';
import { nextSortOrder } from '../lib/sort-order.ts';

const columns = {
  id: unitLessons.id,
  unit_id: unitLessons.unit_id,
  semester: subjectUnits.semester,
  name_ar: unitLessons.name_ar,
  name_en: unitLessons.name_en,
  grade: gradeRef,
  subject: subjectRef,
  unit: unitRef,
};

const select = (db: Database) =>
  db
    .select(columns)
    .from(unitLessons)
    .innerJoin(subjectUnits, eq(subjectUnits.id, unitLessons.unit_id))
    .innerJoin(subjects, eq(subjects.id, subjectUnits.subject_id))
    .innerJoin(grades, eq(grades.id, subjects.grade_id));

export async function listAdminUnitLessons(db: Database, query: AdminCatalogueQuery) {
  const rows = await select(db)
    .where(
      and(
        query.grade_id === undefined ? undefined : eq(subjects.grade_id, query.grade_id),
        query.subject_id === undefined ? undefined : eq(subjectUnits.subject_id, query.subject_id),
        query.semester === undefined ? undefined : eq(subjectUnits.semester, query.semester),
        query.unit_id === undefined ? undefined : eq(unitLessons.unit_id, query.unit_id),
        beforeCursor(unitLessons.id, query.cursor),
      ),
    )
    .orderBy(desc(unitLessons.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

export async function getAdminUnitLesson(db: Database, id: number): Promise<AdminUnitLesson> {
  const [row] = await select(db).where(eq(unitLessons.id, id)).limit(1);
  if (!row) throw notFoundError();
  return row;
}

type Values = { unit_id: number; name_ar: string; name_en: string };

export async function createUnitLesson(db: Database, values: Values): Promise<number> {
  await requireUnit(db, values.unit_id);
  const sort_order = await nextSortOrder(db, {
    table: unitLessons,
    siblings: eq(unitLessons.unit_id, values.unit_id),
  });
  const [row] = await db
    .insert(unitLessons)
    .values({ ...values, sort_order })
    .returning({ id: unitLessons.id });
  if (!row) throw new Error('unit lesson not created');
  return row.id;
}

export async function updateUnitLesson(
  db: Database,
  { id, values }: { id: number; values: Values },
): Promise<void> {
  await requireUnit(db, values.unit_id);
  const updated = await db
    .update(unitLessons)
    .set(values)
    .where(eq(unitLessons.id, id))
    .returning({ id: unitLessons.id });
  if (updated.length === 0) throw notFoundError();
}

export async function deleteUnitLesson(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(unitLessons)
    .where(eq(unitLessons.id, id))
    .returning({ id: unitLessons.id });
  if (deleted.length === 0) throw notFoundError();
}
