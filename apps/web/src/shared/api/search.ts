import type { SearchAnswer, SearchResult, Semester } from '@madrasa/contracts';
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

/**
 * Where a result lives, as names: its grade, its subject unless the result is the subject
 * itself (its title says it), and its semester. Tells "الرياضيات" of one grade or semester
 * from another. `semesterName` is the `semester.*` text of the common namespace.
 */
export function placeNames(
  result: SearchResult,
  text: (value: { ar: string; en: string }) => string,
  semesterName: (semester: Semester) => string,
): string[] {
  const place = result.place;
  return [
    place?.grade ? text(place.grade) : '',
    result.kind !== 'subject' && place?.subject ? text(place.subject) : '',
    place?.semester ? semesterName(place.semester) : '',
  ].filter(Boolean);
}
