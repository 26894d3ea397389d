import { examFileName } from '@madrasa/contracts';
import type { Database } from '../../db/client.ts';
import { teacherFiles, teacherPaperExams, teacherVideoLessons } from '../../db/schema.ts';
import { saveVideo, type VideoDeps } from '../../lib/video/video-upload.ts';
import { readOwnVideo, toOwnExam, toOwnFile } from './own-uploads.ts';
import { currentYear, type ExamUpload, type FileUpload, type VideoUpload } from './upload-specs.ts';

const first = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('upload row not created');
  return row;
};

/** The row of a received upload, stored under the signed-in teacher. */
export async function saveTeacherFile(
  db: Database,
  { teacherId, upload: { fields, files } }: { teacherId: number; upload: FileUpload },
) {
  const rows = await db
    .insert(teacherFiles)
    .values({
      teacher_id: teacherId,
      file_name: fields.file_name,
      file_type: fields.file_type,
      file_path: files.file.key,
      original_name: files.file.originalName,
      file_size: files.file.size,
    })
    .returning();
  return toOwnFile(first(rows));
}

/** The video row, its captions checked and its ladder queued (lib/video). */
export async function saveTeacherVideo(
  deps: VideoDeps,
  { teacherId, upload: { fields, files } }: { teacherId: number; upload: VideoUpload },
) {
  const rows = await saveVideo(deps, { ...files, video: files.video_file }, (tx, columns) =>
    tx
      .insert(teacherVideoLessons)
      .values({
        teacher_id: teacherId,
        lesson_title: fields.lesson_title,
        thumbnail_path: files.thumbnail.key,
        video_path: files.video_file.key,
        file_size: files.video_file.size,
        ...columns,
      })
      .returning({ id: teacherVideoLessons.id }),
  );
  return readOwnVideo(deps.db, first(rows).id);
}

export async function saveTeacherExam(
  db: Database,
  { teacherId, upload: { fields, files } }: { teacherId: number; upload: ExamUpload },
) {
  const rows = await db
    .insert(teacherPaperExams)
    .values({
      teacher_id: teacherId,
      // Built here whatever the client sends, so every exam is named alike (docs/product.md §7).
      file_name: examFileName(fields.lesson_name_ar, currentYear()),
      grade: fields.grade,
      lesson_name_ar: fields.lesson_name_ar,
      lesson_name_en: fields.lesson_name_en,
      file_path: files.file.key,
      original_name: files.file.originalName,
      file_size: files.file.size,
    })
    .returning();
  return toOwnExam(first(rows));
}
