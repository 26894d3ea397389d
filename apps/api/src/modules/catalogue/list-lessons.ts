import type { Lesson, MaterialsQuery } from '@madrasa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lessons } from '../../db/schema.ts';
import { optionalStoragePath, storagePath } from '../../lib/storage-path.ts';

/** Video lessons of a subject and semester, in order (lessons_subject_semester_idx). */
export async function listLessons(db: Database, query: MaterialsQuery): Promise<Lesson[]> {
  const rows = await db
    .select({
      id: lessons.id,
      subject_id: lessons.subject_id,
      semester: lessons.semester,
      name_ar: lessons.name_ar,
      name_en: lessons.name_en,
      image: lessons.image,
      video_mp4: lessons.video_mp4,
    })
    .from(lessons)
    .where(
      and(
        query.subject_id === undefined ? undefined : eq(lessons.subject_id, query.subject_id),
        query.semester === undefined ? undefined : eq(lessons.semester, query.semester),
      ),
    )
    .orderBy(
      asc(lessons.subject_id),
      asc(lessons.semester),
      asc(lessons.sort_order),
      asc(lessons.id),
    );
  return rows.map((row) => ({
    ...row,
    image: optionalStoragePath(row.image),
    video_mp4: storagePath(row.video_mp4),
  }));
}
