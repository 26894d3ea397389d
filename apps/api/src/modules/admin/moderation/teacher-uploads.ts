import type { AdminTeacherUpload, TeacherUploadKind } from '@madrasa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { teacherFiles, teacherPaperExams, teacherVideoLessons } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { storagePath } from '../../../lib/storage-path.ts';

/**
 * A teacher's uploads of every kind, hidden ones included, newest first. One teacher's
 * uploads are as many as that teacher makes, so they come whole, like the public lists.
 */
export async function listTeacherUploads(
  db: Database,
  teacherId: number,
): Promise<AdminTeacherUpload[]> {
  const [files, videos, exams] = await Promise.all([
    db.select().from(teacherFiles).where(eq(teacherFiles.teacher_id, teacherId)),
    db.select().from(teacherVideoLessons).where(eq(teacherVideoLessons.teacher_id, teacherId)),
    db.select().from(teacherPaperExams).where(eq(teacherPaperExams.teacher_id, teacherId)),
  ]);
  const uploads: AdminTeacherUpload[] = [
    ...files.map((row) => ({
      id: row.id,
      kind: 'files' as const,
      title: row.file_name,
      detail: row.file_type,
      file_path: storagePath(row.file_path),
      thumbnail_path: null,
      hidden: row.hidden,
      created_at: row.created_at.toISOString(),
    })),
    ...videos.map((row) => ({
      id: row.id,
      kind: 'videos' as const,
      title: row.lesson_title,
      detail: null,
      file_path: storagePath(row.video_path),
      thumbnail_path: storagePath(row.thumbnail_path),
      hidden: row.hidden,
      created_at: row.created_at.toISOString(),
    })),
    ...exams.map((row) => ({
      id: row.id,
      kind: 'exams' as const,
      title: `${row.lesson_name_ar} / ${row.lesson_name_en}`,
      detail: row.grade,
      file_path: storagePath(row.file_path),
      thumbnail_path: null,
      hidden: row.hidden,
      created_at: row.created_at.toISOString(),
    })),
  ];
  return uploads.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

const TABLES = { files: teacherFiles, videos: teacherVideoLessons, exams: teacherPaperExams };

/** Hides an upload from the public pages, or shows it again. */
export async function setUploadHidden(
  db: Database,
  { kind, id, hidden }: { kind: TeacherUploadKind; id: number; hidden: boolean },
): Promise<void> {
  const table = TABLES[kind];
  const updated = await db
    .update(table)
    .set({ hidden })
    .where(and(eq(table.id, id)))
    .returning({ id: table.id });
  if (updated.length === 0) throw notFoundError();
}

/** Deletes an upload; returns the keys of its stored files for deleting. */
export async function deleteUpload(
  db: Database,
  { kind, id }: { kind: TeacherUploadKind; id: number },
): Promise<string[]> {
  if (kind === 'videos') {
    const [row] = await db
      .delete(teacherVideoLessons)
      .where(eq(teacherVideoLessons.id, id))
      .returning({
        video: teacherVideoLessons.video_path,
        thumb: teacherVideoLessons.thumbnail_path,
      });
    if (!row) throw notFoundError();
    return [row.video, row.thumb];
  }
  const table = kind === 'files' ? teacherFiles : teacherPaperExams;
  const [row] = await db.delete(table).where(eq(table.id, id)).returning({ key: table.file_path });
  if (!row) throw notFoundError();
  return [row.key];
}
