import type { AdminCatalogueQuery, AdminUnit } from '@madrasa/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { grades, subjects, subjectUnits, unitLessons } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { assertNoDependents, gradeRef, requireSubject, subjectRef } from '../lib/catalogue-refs.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';
import { nextSortOrder } from '../lib/sort-order.ts';

const columns = {
  id: subjectUnits.id,
  subject_id: subjectUnits.subject_id,
  semester: subjectUnits.semester,
  name_ar: subjectUnits.name_ar,
  name_en: subjectUnits.name_en,
  grade: gradeRef,
  subject: subjectRef,
};

const select = (db: Database) =>
  db
    .select(columns)
    .from(subjectUnits)
    .innerJoin(subjects, eq(subjects.id, subjectUnits.subject_id))
    .innerJoin(grades, eq(grades.id, subjects.grade_id));

export async function listAdminUnits(db: Database, query: AdminCatalogueQuery) {
  const rows = await select(db)
    .where(
      and(
        query.grade_id === undefined ? undefined : eq(subjects.grade_id, query.grade_id),
        query.subject_id === undefined ? undefined : eq(subjectUnits.subject_id, query.subject_id),
        query.semester === undefined ? undefined : eq(subjectUnits.semester, query.semester),
        beforeCursor(subjectUnits.id, query.cursor),
      ),
    )
    .orderBy(desc(subjectUnits.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

export async function getAdminUnit(db: Database, id: number): Promise<AdminUnit> {
  const [row] = await select(db).where(eq(subjectUnits.id, id)).limit(1);
  if (!row) throw notFoundError();
  return row;
}

type UnitValues = { subject_id: number; name_ar: string; name_en: string };

export async function createUnit(db: Database, values: UnitValues): Promise<number> {
  const { semester } = await requireSubject(db, values.subject_id);
  const sort_order = await nextSortOrder(db, {
    table: subjectUnits,
    siblings: eq(subjectUnits.subject_id, values.subject_id),
  });
  const [row] = await db
    .insert(subjectUnits)
    .values({ ...values, semester, sort_order })
    .returning({ id: subjectUnits.id });
  if (!row) throw new Error('unit not created');
  return row.id;
}

/** A unit moved to another subject takes that subject's semester. */
export async function updateUnit(
  db: Database,
  { id, values }: { id: number; values: UnitValues },
): Promise<void> {
  const { semester } = await requireSubject(db, values.subject_id);
  const updated = await db
    .update(subjectUnits)
    .set({ ...values, semester })
    .where(eq(subjectUnits.id, id))
    .returning({ id: subjectUnits.id });
  if (updated.length === 0) throw notFoundError();
}

export async function unitDependents(db: Database, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(unitLessons)
    .where(eq(unitLessons.unit_id, id));
  const unit_lessons = row?.n ?? 0;
  return { total: unit_lessons, counts: { unit_lessons } };
}

/** Unit lessons hold no files, so the database's cascade is all a confirmed delete needs. */
export async function deleteUnit(
  db: Database,
  { id, cascade }: { id: number; cascade: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [unit] = await tx
      .select({ id: subjectUnits.id })
      .from(subjectUnits)
      .where(eq(subjectUnits.id, id))
      .for('update');
    if (!unit) throw notFoundError();
    assertNoDependents((await unitDependents(tx, id)).total, cascade);
    await tx.delete(subjectUnits).where(eq(subjectUnits.id, id));
  });
}
