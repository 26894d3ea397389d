import type { TeacherFile, TeacherPaperExam, TeacherVideo } from '@madrasa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  teacherFiles,
  teacherPaperExams,
  teacherVideoLessons,
  videoLadders,
} from '../../db/schema.ts';
import type { PremiumIndex } from '../../lib/premium/access.ts';
import { assertPublicTeacher } from '../../lib/public-teacher.ts';
import { storagePath } from '../../lib/storage-path.ts';
import { ladderColumns, videoStream } from '../../lib/video/video-stream.ts';

/*
 * A teacher's uploads, newest first, without the ones moderation hid. Each list belongs
 * to one teacher and stays as long as that teacher makes it, so it is returned whole.
 */

type ListOptions = { teacherId: number; premium: PremiumIndex };

export async function listTeacherFiles(
  db: Database,
  { teacherId, premium }: ListOptions,
): Promise<TeacherFile[]> {
  await assertPublicTeacher(db, teacherId);
  const rows = await db
    .select({
      id: teacherFiles.id,
      file_name: teacherFiles.file_name,
      file_path: teacherFiles.file_path,
      file_type: teacherFiles.file_type,
      file_size: teacherFiles.file_size,
    })
    .from(teacherFiles)
    .where(and(eq(teacherFiles.teacher_id, teacherId), eq(teacherFiles.hidden, false)))
    .orderBy(desc(teacherFiles.created_at), desc(teacherFiles.id));
  return rows.map((row) => ({
    ...row,
    file_path: storagePath(row.file_path),
    premium: premium.markOf({ kind: 'teacher_file', id: row.id, teacher_id: teacherId }),
  }));
}

export async function listTeacherPaperExams(
  db: Database,
  { teacherId, premium }: ListOptions,
): Promise<TeacherPaperExam[]> {
  await assertPublicTeacher(db, teacherId);
  const rows = await db
    .select({
      id: teacherPaperExams.id,
      lesson_name_ar: teacherPaperExams.lesson_name_ar,
      lesson_name_en: teacherPaperExams.lesson_name_en,
      file_path: teacherPaperExams.file_path,
      file_size: teacherPaperExams.file_size,
    })
    .from(teacherPaperExams)
    .where(and(eq(teacherPaperExams.teacher_id, teacherId), eq(teacherPaperExams.hidden, false)))
    .orderBy(desc(teacherPaperExams.created_at), desc(teacherPaperExams.id));
  return rows.map((row) => ({
    ...row,
    file_path: storagePath(row.file_path),
    premium: premium.markOf({ kind: 'teacher_paper_exam', id: row.id, teacher_id: teacherId }),
  }));
}

export async function listTeacherVideos(
  db: Database,
  { teacherId, premium }: ListOptions,
): Promise<TeacherVideo[]> {
  await assertPublicTeacher(db, teacherId);
  const rows = await db
    .select({
      id: teacherVideoLessons.id,
      lesson_title: teacherVideoLessons.lesson_title,
      thumbnail_path: teacherVideoLessons.thumbnail_path,
      video_path: teacherVideoLessons.video_path,
      captions_ar: teacherVideoLessons.captions_ar,
      captions_en: teacherVideoLessons.captions_en,
      ...ladderColumns,
    })
    .from(teacherVideoLessons)
    .leftJoin(videoLadders, eq(videoLadders.id, teacherVideoLessons.video_ladder_id))
    .where(
      and(eq(teacherVideoLessons.teacher_id, teacherId), eq(teacherVideoLessons.hidden, false)),
    )
    .orderBy(desc(teacherVideoLessons.created_at), desc(teacherVideoLessons.id));
  return rows.map((row) => ({
    id: row.id,
    lesson_title: row.lesson_title,
    thumbnail_path: storagePath(row.thumbnail_path),
    video_path: storagePath(row.video_path),
    stream: videoStream(row),
    premium: premium.markOf({ kind: 'teacher_video', id: row.id, teacher_id: teacherId }),
  }));
}
