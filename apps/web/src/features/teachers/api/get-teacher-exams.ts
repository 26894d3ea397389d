import {
  type TeacherPaperExam as PaperExamRow,
  type PremiumMark,
  teacherPaperExamSchema,
} from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { getData } from '@/shared/api/get-data.ts';
import { downloadUrl } from '@/shared/lib/file-url.ts';

export type TeacherPaperExam = {
  id: number;
  lesson_name_ar: string;
  lesson_name_en: string;
  downloadUrl: string;
  premium?: PremiumMark;
};

const toExam = (row: PaperExamRow): TeacherPaperExam => ({
  id: row.id,
  lesson_name_ar: row.lesson_name_ar.trim(),
  lesson_name_en: row.lesson_name_en.trim(),
  downloadUrl: downloadUrl(row.file_path, 'admin'),
  premium: row.premium,
});

/** A teacher's paper exams (GET teacher-exam-uploads/{id}, the second host of docs/original-client.md). */
export async function getTeacherExams(
  teacherId: number,
  { signal }: { signal?: AbortSignal } = {},
) {
  const rows = await getData(`/api/teacher-exam-uploads/${teacherId}`, {
    signal,
    host: 'admin',
    schema: array(teacherPaperExamSchema),
  });
  return rows.map(toExam);
}

export const teacherExamsQueryOptions = (teacherId: number) =>
  queryOptions({
    queryKey: ['teachers', 'exams', teacherId],
    queryFn: ({ signal }) => getTeacherExams(teacherId, { signal }),
  });

export const useTeacherExams = (teacherId: number) => useQuery(teacherExamsQueryOptions(teacherId));
