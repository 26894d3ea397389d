import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTeachers, TEACHERS_KEY } from '@/shared/api/get-teachers.ts';

/** A few teachers for the home page: the directory's first rows. */
export const featuredTeachersQueryOptions = (count: number) =>
  queryOptions({
    queryKey: [...TEACHERS_KEY, 'featured', count],
    queryFn: async ({ signal }) =>
      (await getTeachers({ limit: count, signal })).items.slice(0, count),
  });

export const useFeaturedTeachers = (count: number) => useQuery(featuredTeachersQueryOptions(count));
