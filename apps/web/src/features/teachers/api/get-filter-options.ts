import { type TeacherFilterOptions, teacherFilterOptionsSchema } from '@madrasa/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';
import type { DirectoryFilters } from '../hooks/use-directory-filters.ts';

/** The Subject and Teacher name dropdowns' options (GET /api/teachers/filters). */
export const getFilterOptions = (
  filters: DirectoryFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeacherFilterOptions> =>
  getData('/api/teachers/filters', { signal, query: filters, schema: teacherFilterOptionsSchema });

export const filterOptionsQueryOptions = (filters: DirectoryFilters) =>
  queryOptions({
    queryKey: ['teachers', 'filters', filters],
    queryFn: ({ signal }) => getFilterOptions(filters, { signal }),
    // Keep the previous options on screen while the narrowed ones load.
    placeholderData: keepPreviousData,
  });

export const useFilterOptions = (filters: DirectoryFilters) =>
  useQuery(filterOptionsQueryOptions(filters));
