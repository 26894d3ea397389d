import type { SearchAnswer } from '@madrasa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';

/** Suggestions start at two characters, as the server does. */
export const MIN_QUERY = 2;

/**
 * GET /api/search: the header's suggestions (a few per group) and the search page (more).
 * `parse` is the page's contracts check; the header (on every first load) reads the answer
 * as typed, to keep zod off the first page's path.
 */
export function useSearch(
  query: string,
  { limit, parse }: { limit: number; parse?: (data: unknown) => SearchAnswer },
) {
  const q = query.trim();
  return useQuery({
    queryKey: ['search', q, limit],
    enabled: q.length >= MIN_QUERY,
    queryFn: async ({ signal }) => {
      const data = await apiGetData<SearchAnswer>('/api/search', { signal, query: { q, limit } });
      return parse ? parse(data) : data;
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
