import { gradeSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { getData } from './get-data.ts';

/** grade1 … grade12 order the list, whatever order the rows come in. */
const orderOf = (gradeKey: string, id: number): number => Number(gradeKey.replace(/\D/g, '') || id);

/**
 * GET /api/grades: the twelve grades, the one list the catalogue, the home page, the profile
 * and the admin console's choices all read (one request, one cache entry).
 */
export async function getGrades({ signal }: { signal?: AbortSignal } = {}) {
  const grades = await getData('/api/grades', { schema: gradeSchema.array(), signal });
  return grades.sort(
    (a, b) => orderOf(a.grade_key, a.id) - orderOf(b.grade_key, b.id) || a.id - b.id,
  );
}

export const gradesQueryOptions = () =>
  queryOptions({ queryKey: ['grades'], queryFn: getGrades, staleTime: CATALOGUE_STALE_MS });

export const useGrades = () => useQuery(gradesQueryOptions());
