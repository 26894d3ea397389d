import { PAGE_SIZE } from '@madrasa/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListPage } from '@/shared/api/get-data.ts';
import { getTeachers, TEACHERS_KEY } from '@/shared/api/get-teachers.ts';
import type { DirectoryFilters } from '../hooks/use-directory-filters.ts';
import { type Teacher, toTeacher } from './teacher.ts';

/** One page of the directory, filtered on the server. */
async function getDirectoryPage({
  filters,
  cursor,
  signal,
}: {
  filters: DirectoryFilters;
  cursor: string | null;
  signal: AbortSignal;
}): Promise<ListPage<Teacher>> {
  const page = await getTeachers({ filters, limit: PAGE_SIZE.default, cursor, signal });
  return {
    items: page.items.map(toTeacher),
    nextCursor: page.nextCursor,
  };
}

export const teachersQueryOptions = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: [...TEACHERS_KEY, 'list', filters],
    queryFn: ({ pageParam, signal }) => getDirectoryPage({ filters, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useTeachers = (filters: DirectoryFilters) =>
  useInfiniteQuery(teachersQueryOptions(filters));
