import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { listOf, optionalText, positiveId, text } from '../lib/read-row.ts';

export type HomeGrade = { id: number; name_ar: string; name_en: string; grade_key: string | null };

/** GET /api/grades, for the home page's grade circles and its Tawjihi subjects. */
export async function getHomeGrades({ signal }: { signal?: AbortSignal } = {}) {
  const body = await apiRequest('/api/grades', { signal, auth: false });
  return listOf(body, (row): HomeGrade | null => {
    const id = positiveId(row.id);
    if (id === null) return null;
    return {
      id,
      name_ar: text(row.name_ar),
      name_en: text(row.name_en),
      grade_key: optionalText(row.grade_key),
    };
  });
}

export const homeGradesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'grades'],
    queryFn: getHomeGrades,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useHomeGrades = () => useQuery(homeGradesQueryOptions());
