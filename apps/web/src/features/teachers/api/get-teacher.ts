import { publicTeacherSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';
import { type Teacher, toTeacher } from './teacher.ts';

/** One teacher's public profile (GET /api/teachers/{id}). */
export async function getTeacher(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Teacher> {
  return toTeacher(await getData(`/api/teachers/${id}`, { signal, schema: publicTeacherSchema }));
}

export const teacherQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['teachers', 'detail', id],
    queryFn: ({ signal }) => getTeacher(id, { signal }),
  });

export const useTeacher = (id: number | null) =>
  useQuery({ ...teacherQueryOptions(id ?? 0), enabled: id !== null });
