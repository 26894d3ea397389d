import type { AdminCatalogueQuery, AdminLesson } from '@madrasa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { grades, lessons, subjects, videoLadders } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { isLocked, type PremiumIndex } from '../../../lib/premium/access.ts';
import { pathSigner } from '../../../lib/premium/signed-urls.ts';
import { optionalStoragePath, storagePath } from '../../../lib/storage-path.ts';
import type { StoredUpload } from '../../../lib/uploads/index.ts';
import { ladderColumns, videoStream } from '../../../lib/video/video-stream.ts';
import { saveVideo, type VideoDeps } from '../../../lib/video/video-upload.ts';
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
  captions_ar: lessons.captions_ar,
  captions_en: lessons.captions_en,
  ...ladderColumns,
};

type Row = Omit<AdminLesson, 'stream' | 'premium'> & Parameters<typeof videoStream>[0];

/** The editor opens a locked lesson through signed paths, as a student with access would. */
export type EditorOpening = { premium: PremiumIndex; urlKey: Buffer };

const present = (row: Row, { premium, urlKey }: EditorOpening): AdminLesson => {
  const mark = premium.markOf({ kind: 'lesson', ...row });
  const sign = pathSigner(urlKey, { locked: isLocked(mark), kind: 'video' });
  return {
    id: row.id,
    subject_id: row.subject_id,
    semester: row.semester,
    name_ar: row.name_ar,
    name_en: row.name_en,
    grade: row.grade,
    subject: row.subject,
    video_size: row.video_size,
    image: optionalStoragePath(row.image),
    video_mp4: sign.path(storagePath(row.video_mp4)),
    stream: sign.stream(videoStream(row)),
    premium: mark,
  };
};

const select = (db: Database) =>
  db
    .select(columns)
    .from(lessons)
    .innerJoin(subjects, eq(subjects.id, lessons.subject_id))
    .innerJoin(grades, eq(grades.id, subjects.grade_id))
    .leftJoin(videoLadders, eq(videoLadders.id, lessons.video_ladder_id));

export async function listAdminLessons(
  db: Database,
  { query, ...opening }: EditorOpening & { query: AdminCatalogueQuery },
) {
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
  return { ...page, data: page.data.map((row) => present(row, opening)) };
}

export async function getAdminLesson(
  db: Database,
  { id, ...opening }: EditorOpening & { id: number },
): Promise<AdminLesson> {
  const [row] = await select(db).where(eq(lessons.id, id)).limit(1);
  if (!row) throw notFoundError();
  return present(row, opening);
}

type Values = { subject_id: number; name_ar: string; name_en: string };
type Files = {
  image?: StoredUpload;
  video_mp4?: StoredUpload;
  captions_ar?: StoredUpload;
  captions_en?: StoredUpload;
};
const videoFiles = (files: Files) => ({ ...files, video: files.video_mp4 });

export async function insertLesson(
  deps: VideoDeps,
  { values, files }: { values: Values; files: Files },
): Promise<number> {
  const { semester } = await requireSubject(deps.db, values.subject_id);
  const video = files.video_mp4;
  if (!video) throw new Error('a new lesson needs its video');
  const sort_order = await nextSortOrder(deps.db, {
    table: lessons,
    siblings: eq(lessons.subject_id, values.subject_id),
  });
  const [row] = await saveVideo(deps, videoFiles(files), (tx, columns) =>
    tx
      .insert(lessons)
      .values({
        ...values,
        semester,
        sort_order,
        image: files.image?.key ?? null,
        video_mp4: video.key,
        video_size: video.size,
        ...columns,
      })
      .returning({ id: lessons.id }),
  );
  if (!row) throw new Error('lesson not created');
  return row.id;
}

/** What an edit or a deletion leaves to clean up once it is committed. */
export type Replaced = { keys: string[]; ladders: Array<number | null> };

/** Updates a lesson; returns the files and ladder the new ones replaced, for deleting. */
export async function updateLesson(
  deps: VideoDeps,
  { id, values, files }: { id: number; values: Values; files: Files },
): Promise<Replaced> {
  const { semester } = await requireSubject(deps.db, values.subject_id);
  return saveVideo(deps, videoFiles(files), async (tx, columns) => {
    const [old] = await tx
      .select({
        image: lessons.image,
        video: lessons.video_mp4,
        captions_ar: lessons.captions_ar,
        captions_en: lessons.captions_en,
        ladder: lessons.video_ladder_id,
      })
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
        ...columns,
      })
      .where(eq(lessons.id, id));
    const keys = [
      files.image ? old.image : null,
      files.video_mp4 ? old.video : null,
      files.captions_ar ? old.captions_ar : null,
      files.captions_en ? old.captions_en : null,
    ];
    return {
      keys: keys.filter((key): key is string => key !== null),
      ladders: files.video_mp4 ? [old.ladder] : [],
    };
  });
}

/** Deletes a lesson; returns its files and ladder for deleting. */
export async function deleteLesson(db: Database, id: number): Promise<Replaced> {
  const [row] = await db.delete(lessons).where(eq(lessons.id, id)).returning({
    image: lessons.image,
    video: lessons.video_mp4,
    captions_ar: lessons.captions_ar,
    captions_en: lessons.captions_en,
    ladder: lessons.video_ladder_id,
  });
  if (!row) throw notFoundError();
  const keys = [row.image, row.video, row.captions_ar, row.captions_en];
  return { keys: keys.filter((key): key is string => key !== null), ladders: [row.ladder] };
}
