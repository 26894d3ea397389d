import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { teacherFiles, teacherPaperExams, teacherVideoLessons } from '../../db/schema.ts';
import { notFoundError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { releaseLadders } from '../../lib/video/ladders.ts';

export type UploadTable = 'files' | 'videos' | 'exams';

/** Deletes the owner's row and returns its storage keys; null when the teacher owns no such row. */
async function deleteRow(
  db: Database,
  { table, id, teacherId }: { table: UploadTable; id: number; teacherId: number },
) {
  if (table === 'videos') {
    const [row] = await db
      .delete(teacherVideoLessons)
      .where(and(eq(teacherVideoLessons.id, id), eq(teacherVideoLessons.teacher_id, teacherId)))
      .returning({
        video: teacherVideoLessons.video_path,
        thumb: teacherVideoLessons.thumbnail_path,
        captionsAr: teacherVideoLessons.captions_ar,
        captionsEn: teacherVideoLessons.captions_en,
        ladder: teacherVideoLessons.video_ladder_id,
      });
    if (!row) return null;
    const keys = [row.video, row.thumb, row.captionsAr, row.captionsEn];
    return { keys: keys.filter((key) => key !== null), ladder: row.ladder };
  }
  const source = table === 'files' ? teacherFiles : teacherPaperExams;
  const [row] = await db
    .delete(source)
    .where(and(eq(source.id, id), eq(source.teacher_id, teacherId)))
    .returning({ key: source.file_path });
  return row ? { keys: [row.key], ladder: null } : null;
}

/**
 * Removes one of the signed-in teacher's uploads, row and stored files. Another teacher's
 * upload answers 404 like a missing one, so ids of others' uploads reveal nothing.
 * The row goes first: a file whose deletion fails is only wasted space, whereas a row
 * pointing at a deleted file would be a broken link.
 */
export async function deleteOwnUpload(
  db: Database,
  {
    storage,
    log,
    ...row
  }: {
    storage: Storage;
    log: FastifyBaseLogger;
    table: UploadTable;
    id: number;
    teacherId: number;
  },
): Promise<void> {
  const deleted = await deleteRow(db, row);
  if (!deleted) throw notFoundError();
  for (const key of deleted.keys) {
    await storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, key }, 'deleted upload left its stored file behind');
    });
  }
  // Its renditions too, unless the same video is still used elsewhere.
  await releaseLadders({ db, storage }, [deleted.ladder]);
}
