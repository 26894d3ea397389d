import {
  type TeacherFile as FileRow,
  type PremiumMark,
  type TeacherFileType,
  teacherFileSchema,
} from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { getData } from '@/shared/api/get-data.ts';
import { downloadUrl } from '@/shared/lib/file-url.ts';

export type TeacherFile = {
  id: number;
  name: string;
  type: TeacherFileType;
  downloadUrl: string;
  size: number;
  premium?: PremiumMark;
};

const toFile = (row: FileRow): TeacherFile => ({
  id: row.id,
  name: row.file_name.trim(),
  type: row.file_type,
  downloadUrl: downloadUrl(row.file_path, 'admin'),
  size: row.file_size,
  premium: row.premium,
});

/** A teacher's summaries and worksheets (GET teacher-uploads/{id}, the second host of docs/original-client.md). */
export async function getTeacherFiles(
  teacherId: number,
  { signal }: { signal?: AbortSignal } = {},
) {
  const rows = await getData(`/api/teacher-uploads/${teacherId}`, {
    signal,
    host: 'admin',
    schema: array(teacherFileSchema),
  });
  return rows.map(toFile);
}

export const teacherFilesQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: ['teachers', 'files', teacherId],
    queryFn: ({ signal }) => getTeacherFiles(teacherId, { signal }),
  });

export const useTeacherFiles = (teacherId: number) => useQuery(teacherFilesQueryOptions(teacherId));
