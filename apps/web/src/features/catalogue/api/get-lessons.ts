import { lessonSchema } from '@madrasa/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { getMaterialPage } from './get-material-page.ts';
import type { CourseFilter } from './get-subject-units.ts';

/** GET /api/lessons: the video lessons of a subject and semester, a page at a time. */
export const getLessons = ({
  filter,
  cursor = null,
  signal,
}: {
  filter: CourseFilter;
  cursor?: string | null;
  signal?: AbortSignal;
}) => getMaterialPage('/api/lessons', { schema: lessonSchema, filter, cursor, signal });

export const lessonsQueryOptions = (filter: CourseFilter) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'lessons', filter],
    queryFn: ({ pageParam, signal }) => getLessons({ filter, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useLessons = (filter: CourseFilter) => useInfiniteQuery(lessonsQueryOptions(filter));
