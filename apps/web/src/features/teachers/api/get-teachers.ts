import { PAGE_SIZE } from '@madrasa/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import type { DirectoryFilters } from '../hooks/use-directory-filters.ts';
import { type ListPage, parsePage } from './read.ts';
import { type Teacher, toTeacher } from './teacher.ts';

/** One page of the directory, filtered on the server (GET /api/teachers). */
export async function getTeachers(
  filters: DirectoryFilters,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListPage<Teacher>> {
  const body = await apiRequest('/api/teachers', {
    signal,
    query: { ...filters, limit: PAGE_SIZE.default, cursor },
  });
  return parsePage(body, toTeacher);
}

export const teachersQueryOptions = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: ['teachers', 'list', filters],
    queryFn: ({ pageParam, signal }) => getTeachers(filters, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useTeachers = (filters: DirectoryFilters) =>
  useInfiniteQuery(teachersQueryOptions(filters));
