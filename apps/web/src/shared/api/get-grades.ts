import { type Grade, gradeSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { getData } from './get-data.ts';

/** grade1 … grade12 order the list; a key without a number falls back to the id. */
const orderOf = (grade: Grade): number => Number(grade.grade_key.replace(/\D/g, '') || grade.id);

/**
 * GET /api/grades: the twelve grades, the one list the catalogue, the home page, the profile
 * and the admin console's choices all read (one request, one cache entry).
 */
export async function getGrades({ signal }: { signal?: AbortSignal } = {}): Promise<Grade[]> {
  const grades = await getData('/api/grades', { signal, schema: array(gradeSchema) });
  return grades.sort((a, b) => orderOf(a) - orderOf(b) || a.id - b.id);
}

export const gradesQueryOptions = () =>
  queryOptions({ queryKey: ['grades'], queryFn: getGrades, staleTime: CATALOGUE_STALE_MS });

export const useGrades = () => useQuery(gradesQueryOptions());
