import { TEACHER_FILE_TYPES, type TeacherFileType } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseList, positiveId, type Row, text } from '@/shared/api/read-rows.ts';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { downloadUrl } from '@/shared/lib/file-url.ts';

export type TeacherFile = {
  id: number;
  name: string;
  type: TeacherFileType;
  downloadUrl: string;
  size: number | null;
};

const isFileType = (value: unknown): value is TeacherFileType =>
  typeof value === 'string' && (TEACHER_FILE_TYPES as readonly string[]).includes(value);

const toFile = (row: Row): TeacherFile | null => {
  const id = positiveId(row.id);
  const path = text(row.file_path);
  if (id === null || !path || !isFileType(row.file_type)) return null;
  const size = Number(row.file_size);
  return {
    id,
    name: text(row.file_name).trim(),
    type: row.file_type,
    downloadUrl: downloadUrl(path, 'admin'),
    size: Number.isFinite(size) && size >= 0 ? size : null,
  };
};

/** A teacher's summaries and worksheets (GET teacher-uploads/{id}, the second host of docs/original-client.md). */
export async function getTeacherFiles(
  teacherId: number,
  { signal }: { signal?: AbortSignal } = {},
) {
  const data = await apiGetData<unknown>(`/api/teacher-uploads/${teacherId}`, {
    signal,
    host: 'admin',
  });
  return parseList(data, toFile);
}

export const teacherFilesQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: ['teachers', 'files', teacherId],
    queryFn: ({ signal }) => getTeacherFiles(teacherId, { signal }),
  });

export const useTeacherFiles = (teacherId: number) => useQuery(teacherFilesQueryOptions(teacherId));
