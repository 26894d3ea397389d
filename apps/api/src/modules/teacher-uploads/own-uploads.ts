import type { OwnTeacherExam, OwnTeacherFile, OwnTeacherVideo } from '@madrasa/contracts';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  teacherFiles,
  teacherPaperExams,
  teacherVideoLessons,
  videoLadders,
} from '../../db/schema.ts';
import { isLocked, type PremiumIndex, type PremiumItem } from '../../lib/premium/access.ts';
import {
  type PathSigner,
  PLAIN_PATHS,
  pathSigner,
  type SignedUrlKind,
} from '../../lib/premium/signed-urls.ts';
import { storagePath } from '../../lib/storage-path.ts';
import { ladderColumns, videoStream } from '../../lib/video/video-stream.ts';

type FileRow = typeof teacherFiles.$inferSelect;
type VideoRow = typeof teacherVideoLessons.$inferSelect & Parameters<typeof videoStream>[0];
type ExamRow = typeof teacherPaperExams.$inferSelect;

/**
 * Rows as their owner sees them: storage keys as /storage paths (signed for the locked items
 * of a premium course, which the owner opens as its students do), hidden flag included.
 */
export const toOwnFile = (row: FileRow, sign = PLAIN_PATHS): OwnTeacherFile => ({
  id: row.id,
  file_name: row.file_name,
  file_path: sign.path(storagePath(row.file_path)),
  file_type: row.file_type,
  file_size: row.file_size,
  original_name: row.original_name,
  hidden: row.hidden,
  created_at: row.created_at.toISOString(),
});

export const toOwnVideo = (row: VideoRow, sign = PLAIN_PATHS): OwnTeacherVideo => ({
  id: row.id,
  lesson_title: row.lesson_title,
  thumbnail_path: storagePath(row.thumbnail_path),
  video_path: sign.path(storagePath(row.video_path)),
  stream: sign.stream(videoStream(row)),
  file_size: row.file_size,
  hidden: row.hidden,
  created_at: row.created_at.toISOString(),
});

export const toOwnExam = (row: ExamRow, sign = PLAIN_PATHS): OwnTeacherExam => ({
  id: row.id,
  file_name: row.file_name,
  grade: row.grade,
  lesson_name_ar: row.lesson_name_ar,
  lesson_name_en: row.lesson_name_en,
  file_path: sign.path(storagePath(row.file_path)),
  file_size: row.file_size,
  original_name: row.original_name,
  hidden: row.hidden,
  created_at: row.created_at.toISOString(),
});

/** One of a teacher's videos as its owner sees it, status of its ladder included. */
export async function readOwnVideo(db: Database, id: number): Promise<OwnTeacherVideo> {
  const [row] = await db
    .select({ ...getTableColumns(teacherVideoLessons), ...ladderColumns })
    .from(teacherVideoLessons)
    .leftJoin(videoLadders, eq(videoLadders.id, teacherVideoLessons.video_ladder_id))
    .where(eq(teacherVideoLessons.id, id));
  if (!row) throw new Error(`teacher video ${id} not found`);
  return toOwnVideo(row);
}

/**
 * Everything a teacher uploaded, newest first, hidden items included (the owner sees what
 * moderation hid). One teacher's lists stay small, so they come whole, as the public ones do.
 */
export async function listOwnUploads(
  db: Database,
  { teacherId, premium, urlKey }: { teacherId: number; premium: PremiumIndex; urlKey: Buffer },
) {
  const signer =
    (kind: PremiumItem['kind'], urlKind: SignedUrlKind) =>
    (row: { id: number }): PathSigner => {
      const mark = premium.markOf({ kind, id: row.id, teacher_id: teacherId });
      return pathSigner(urlKey, { locked: isLocked(mark), kind: urlKind });
    };
  const fileSigner = signer('teacher_file', 'file');
  const videoSigner = signer('teacher_video', 'video');
  const examSigner = signer('teacher_paper_exam', 'file');
  const [files, videos, exams] = await Promise.all([
    db
      .select()
      .from(teacherFiles)
      .where(eq(teacherFiles.teacher_id, teacherId))
      .orderBy(desc(teacherFiles.created_at), desc(teacherFiles.id)),
    db
      .select({ ...getTableColumns(teacherVideoLessons), ...ladderColumns })
      .from(teacherVideoLessons)
      .leftJoin(videoLadders, eq(videoLadders.id, teacherVideoLessons.video_ladder_id))
      .where(eq(teacherVideoLessons.teacher_id, teacherId))
      .orderBy(desc(teacherVideoLessons.created_at), desc(teacherVideoLessons.id)),
    db
      .select()
      .from(teacherPaperExams)
      .where(eq(teacherPaperExams.teacher_id, teacherId))
      .orderBy(desc(teacherPaperExams.created_at), desc(teacherPaperExams.id)),
  ]);
  return {
    files: files.map((row) => toOwnFile(row, fileSigner(row))),
    videos: videos.map((row) => toOwnVideo(row, videoSigner(row))),
    exams: exams.map((row) => toOwnExam(row, examSigner(row))),
  };
}
