import { queryOptions, useQuery } from '@tanstack/react-query';
import { asRow, unexpected } from '@/shared/api/read-rows.ts';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { type Teacher, toTeacher } from './teacher.ts';

/** One teacher's public profile (GET /api/teachers/{id}). */
export async function getTeacher(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Teacher> {
  const row = asRow(await apiGetData<unknown>(`/api/teachers/${id}`, { signal }));
  const teacher = row ? toTeacher(row) : null;
  if (!teacher) throw unexpected();
  return teacher;
}

export const teacherQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['teachers', 'detail', id],
    queryFn: ({ signal }) => getTeacher(id, { signal }),
  });

export const useTeacher = (id: number | null) =>
  useQuery({ ...teacherQueryOptions(id ?? 0), enabled: id !== null });
