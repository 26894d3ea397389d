import { subjectSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';

/** GET /api/subjects/{id}: 404 (an ApiError with status 404) when there is no such subject. */
export const getSubject = (id: number, { signal }: { signal?: AbortSignal } = {}) =>
  getData(`/api/subjects/${id}`, { schema: subjectSchema, signal });

export const subjectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['catalogue', 'subject', id],
    queryFn: ({ signal }) => getSubject(id, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const useSubject = (id: number) => useQuery(subjectQueryOptions(id));
