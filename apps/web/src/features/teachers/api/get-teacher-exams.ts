import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseList, positiveId, type Row, text } from '@/shared/api/read-rows.ts';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { downloadUrl } from '@/shared/lib/file-url.ts';

export type TeacherPaperExam = {
  id: number;
  lesson_name_ar: string;
  lesson_name_en: string;
  downloadUrl: string;
};

const toExam = (row: Row): TeacherPaperExam | null => {
  const id = positiveId(row.id);
  const path = text(row.file_path);
  if (id === null || !path) return null;
  return {
    id,
    lesson_name_ar: text(row.lesson_name_ar).trim(),
    lesson_name_en: text(row.lesson_name_en).trim(),
    downloadUrl: downloadUrl(path, 'admin'),
  };
};

/** A teacher's paper exams (GET teacher-exam-uploads/{id}, the second host of docs/original-client.md). */
export async function getTeacherExams(
  teacherId: number,
  { signal }: { signal?: AbortSignal } = {},
) {
  const data = await apiGetData<unknown>(`/api/teacher-exam-uploads/${teacherId}`, {
    signal,
    host: 'admin',
  });
  return parseList(data, toExam);
}

export const teacherExamsQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: ['teachers', 'exams', teacherId],
    queryFn: ({ signal }) => getTeacherExams(teacherId, { signal }),
  });

export const useTeacherExams = (teacherId: number) => useQuery(teacherExamsQueryOptions(teacherId));
