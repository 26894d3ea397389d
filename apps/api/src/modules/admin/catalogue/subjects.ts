import type { AdminCatalogueQuery, AdminSubject, Semester } from '@madrasa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { grades, subjects } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { optionalStoragePath } from '../../../lib/storage-path.ts';
import { gradeRef } from '../lib/catalogue-refs.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';
import { nextSortOrder } from '../lib/sort-order.ts';
import { SUBJECT_CHILDREN } from './subject-children.ts';

const columns = {
  id: subjects.id,
  grade_id: subjects.grade_id,
  semester: subjects.semester,
  name_ar: subjects.name_ar,
  name_en: subjects.name_en,
  image: subjects.image,
  grade: gradeRef,
};

type Row = Omit<AdminSubject, 'image'> & { image: string | null };
const present = (row: Row): AdminSubject => ({ ...row, image: optionalStoragePath(row.image) });

const select = (db: Database) =>
  db.select(columns).from(subjects).innerJoin(grades, eq(grades.id, subjects.grade_id));

export async function listAdminSubjects(db: Database, query: AdminCatalogueQuery) {
  const rows = await select(db)
    .where(
      and(
        query.grade_id === undefined ? undefined : eq(subjects.grade_id, query.grade_id),
        query.semester === undefined ? undefined : eq(subjects.semester, query.semester),
        beforeCursor(subjects.id, query.cursor),
      ),
    )
    .orderBy(desc(subjects.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { ...page, data: page.data.map(present) };
}

export async function getAdminSubject(db: Database, id: number): Promise<AdminSubject> {
  const [row] = await select(db).where(eq(subjects.id, id)).limit(1);
  if (!row) throw notFoundError();
  return present(row);
}

export type SubjectValues = {
  grade_id: number;
  semester: Semester;
  name_ar: string;
  name_en: string;
};

export async function insertSubject(
  db: Database,
  { values, image }: { values: SubjectValues; image: string | null },
) {
  const sort_order = await nextSortOrder(db, {
    table: subjects,
    siblings: and(eq(subjects.grade_id, values.grade_id), eq(subjects.semester, values.semester)),
  });
  const [row] = await db
    .insert(subjects)
    .values({ ...values, image, sort_order })
    .returning({ id: subjects.id });
  if (!row) throw new Error('subject not created');
  return row.id;
}

/**
 * Updates a subject; a new image (when given) replaces the old one, whose key is returned
 * for deleting. A changed semester moves the subject's units and materials with it, so
 * they stay listed under the subject's (only) semester.
 */
export async function updateSubject(
  db: Database,
  { id, values, image }: { id: number; values: SubjectValues; image: string | undefined },
): Promise<{ replacedImage: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ image: subjects.image, semester: subjects.semester })
      .from(subjects)
      .where(eq(subjects.id, id))
      .for('update');
    if (!old) throw notFoundError();
    await tx
      .update(subjects)
      .set({ ...values, ...(image ? { image } : {}) })
      .where(eq(subjects.id, id));
    if (old.semester !== values.semester) {
      for (const table of SUBJECT_CHILDREN) {
        await tx.update(table).set({ semester: values.semester }).where(eq(table.subject_id, id));
      }
    }
    return { replacedImage: image ? old.image : null };
  });
}
