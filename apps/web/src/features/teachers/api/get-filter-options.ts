import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asRow, unexpected } from '@/shared/api/read-rows.ts';
import { apiGetData } from '@/shared/lib/api-client.ts';
import type { DirectoryFilters } from '../hooks/use-directory-filters.ts';

export type FilterOptions = { subjects: string[]; names: string[]; names_truncated: boolean };

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [];

/** The Subject and Teacher name dropdowns' options (GET /api/teachers/filters). */
export async function getFilterOptions(
  filters: DirectoryFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FilterOptions> {
  const row = asRow(await apiGetData<unknown>('/api/teachers/filters', { signal, query: filters }));
  if (!row) throw unexpected();
  return {
    subjects: strings(row.subjects),
    names: strings(row.names),
    names_truncated: row.names_truncated === true,
  };
}

export const filterOptionsQueryOptions = (filters: DirectoryFilters) =>
  queryOptions({
    queryKey: ['teachers', 'filters', filters],
    queryFn: ({ signal }) => getFilterOptions(filters, { signal }),
    // Keep the previous options on screen while the narrowed ones load.
    placeholderData: keepPreviousData,
  });

export const useFilterOptions = (filters: DirectoryFilters) =>
  useQuery(filterOptionsQueryOptions(filters));
