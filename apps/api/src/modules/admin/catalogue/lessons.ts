import type { AdminCatalogueQuery, AdminLesson } from '@madrasa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { grades, lessons, subjects } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { optionalStoragePath, storagePath } from '../../../lib/storage-path.ts';
import { gradeRef, requireSubject, subjectRef } from '../lib/catalogue-refs.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';
import { nextSortOrder } from '../lib/sort-order.ts';

const columns = {
  id: lessons.id,
  subject_id: lessons.subject_id,
  semester: lessons.semester,
  name_ar: lessons.name_ar,
  name_en: lessons.name_en,
  image: lessons.image,
  video_mp4: lessons.video_mp4,
  video_size: lessons.video_size,
  grade: gradeRef,
  subject: subjectRef,
};

const present = (row: AdminLesson): AdminLesson => ({
  ...row,
  image: optionalStoragePath(row.image),
  video_mp4: storagePath(row.video_mp4),
});

const select = (db: Database) =>
  db
    .select(columns)
    .from(lessons)
    .innerJoin(subjects, eq(subjects.id, lessons.subject_id))
    .innerJoin(grades, eq(grades.id, subjects.grade_id));

export async function listAdminLessons(db: Database, query: AdminCatalogueQuery) {
  const rows = await select(db)
    .where(
      and(
        query.grade_id === undefined ? undefined : eq(subjects.grade_id, query.grade_id),
        query.subject_id === undefined ? undefined : eq(lessons.subject_id, query.subject_id),
        query.semester === undefined ? undefined : eq(lessons.semester, query.semester),
        beforeCursor(lessons.id, query.cursor),
      ),
    )
    .orderBy(desc(lessons.id))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { ...page, data: page.data.map(present) };
}

export async function getAdminLesson(db: Database, id: number): Promise<AdminLesson> {
  const [row] = await select(db).where(eq(lessons.id, id)).limit(1);
  if (!row) throw notFoundError();
  return present(row);
}

type Values = { subject_id: number; name_ar: string; name_en: string };
type StoredFile = { key: string; size: number };
type Files = { image?: StoredFile; video_mp4?: StoredFile };

export async function insertLesson(
  db: Database,
  { values, files }: { values: Values; files: Files },
): Promise<number> {
  const { semester } = await requireSubject(db, values.subject_id);
  if (!files.video_mp4) throw new Error('a new lesson needs its video');
  const sort_order = await nextSortOrder(db, {
    table: lessons,
    siblings: eq(lessons.subject_id, values.subject_id),
  });
  const [row] = await db
    .insert(lessons)
    .values({
      ...values,
      semester,
      sort_order,
      image: files.image?.key ?? null,
      video_mp4: files.video_mp4.key,
      video_size: files.video_mp4.size,
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error('lesson not created');
  return row.id;
}

/** Updates a lesson; returns the keys of the files the new ones replaced, for deleting. */
export async function updateLesson(
  db: Database,
  { id, values, files }: { id: number; values: Values; files: Files },
): Promise<string[]> {
  const { semester } = await requireSubject(db, values.subject_id);
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ image: lessons.image, video: lessons.video_mp4 })
      .from(lessons)
      .where(eq(lessons.id, id))
      .for('update');
    if (!old) throw notFoundError();
    await tx
      .update(lessons)
      .set({
        ...values,
        semester,
        ...(files.image ? { image: files.image.key } : {}),
        ...(files.video_mp4
          ? { video_mp4: files.video_mp4.key, video_size: files.video_mp4.size }
          : {}),
      })
      .where(eq(lessons.id, id));
    return [files.image ? old.image : null, files.video_mp4 ? old.video : null].filter(
      (key): key is string => key !== null,
    );
  });
}

/** Deletes a lesson; returns its files' keys for deleting. */
export async function deleteLesson(db: Database, id: number): Promise<string[]> {
  const [row] = await db
    .delete(lessons)
    .where(eq(lessons.id, id))
    .returning({ image: lessons.image, video: lessons.video_mp4 });
  if (!row) throw notFoundError();
  return [row.image, row.video].filter((key): key is string => key !== null);
}
