import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';

export type GradeOption = { id: number; name_ar: string; name_en: string };

const toGrade = (raw: unknown): GradeOption[] => {
  if (typeof raw !== 'object' || raw === null) return [];
  const row = raw as Record<string, unknown>;
  const id = Number(row.id);
  if (!Number.isSafeInteger(id) || id <= 0) return [];
  const name = (value: unknown) => (typeof value === 'string' ? value : '');
  return [{ id, name_ar: name(row.name_ar), name_en: name(row.name_en) }];
};

/** The choices of the education-level select (GET /api/grades, already in grade order). */
export async function getGradeOptions({ signal }: { signal?: AbortSignal } = {}) {
  const data = await apiGetData<unknown>('/api/grades', { signal });
  return Array.isArray(data) ? data.flatMap(toGrade) : [];
}

export const gradeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'grades'],
    queryFn: getGradeOptions,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useGradeOptions = () => useQuery(gradeOptionsQueryOptions());
