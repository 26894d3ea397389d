import type { Grade } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';

/** GET /api/grades (public, twelve rows): the grade choices of filters and forms. */
export const gradeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin-options', 'grades'],
    queryFn: ({ signal }) => apiGetData<Grade[]>('/api/grades', { signal }),
  });

export const useGradeOptions = () => useQuery(gradeOptionsQueryOptions());
