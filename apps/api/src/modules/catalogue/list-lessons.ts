import type { Lesson, LessonsQuery } from '@madrasa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lessons, videoLadders } from '../../db/schema.ts';
import type { PremiumIndex } from '../../lib/premium/access.ts';
import { optionalStoragePath, storagePath } from '../../lib/storage-path.ts';
import { ladderColumns, videoStream } from '../../lib/video/video-stream.ts';
import { afterCursor, toPage } from './material-page.ts';

/**
 * One page of the video lessons of a subject and semester, in order, read straight from
 * lessons_subject_semester_idx; `next_cursor` is null on the last page.
 */
export async function listLessons(
  db: Database,
  { query, premium }: { query: LessonsQuery; premium: PremiumIndex },
): Promise<{ data: Lesson[]; next_cursor: string | null }> {
  const rows = await db
    .select({
      id: lessons.id,
      subject_id: lessons.subject_id,
      semester: lessons.semester,
      name_ar: lessons.name_ar,
      name_en: lessons.name_en,
      image: lessons.image,
      video_mp4: lessons.video_mp4,
      sort_order: lessons.sort_order,
      captions_ar: lessons.captions_ar,
      captions_en: lessons.captions_en,
      ...ladderColumns,
    })
    .from(lessons)
    .leftJoin(videoLadders, eq(videoLadders.id, lessons.video_ladder_id))
    .where(
      and(
        query.subject_id === undefined ? undefined : eq(lessons.subject_id, query.subject_id),
        query.semester === undefined ? undefined : eq(lessons.semester, query.semester),
        query.cursor === undefined
          ? undefined
          : afterCursor(
              {
                subject_id: lessons.subject_id,
                semester: lessons.semester,
                keys: [lessons.sort_order, lessons.id],
              },
              query.cursor,
            ),
      ),
    )
    .orderBy(
      asc(lessons.subject_id),
      asc(lessons.semester),
      asc(lessons.sort_order),
      asc(lessons.id),
    )
    .limit(query.limit + 1);
  return toPage(rows, {
    limit: query.limit,
    keyOf: (row) => ({ ...row, keys: [row.sort_order, row.id] }),
    present: (row) => ({
      id: row.id,
      subject_id: row.subject_id,
      semester: row.semester,
      name_ar: row.name_ar,
      name_en: row.name_en,
      image: optionalStoragePath(row.image),
      video_mp4: storagePath(row.video_mp4),
      stream: videoStream(row),
      premium: premium.markOf({ kind: 'lesson', ...row }),
    }),
  });
}
