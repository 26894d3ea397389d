import { lessonSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import type { CourseFilter } from './get-subject-units.ts';

/** GET /api/lessons: the video lessons of a subject and semester. */
export const getLessons = (
  { subjectId, semester }: CourseFilter,
  { signal }: { signal?: AbortSignal } = {},
) =>
  getData('/api/lessons', {
    schema: lessonSchema.array(),
    signal,
    host: 'admin',
    query: { subject_id: subjectId, semester },
  });

export const lessonsQueryOptions = (filter: CourseFilter) =>
  queryOptions({
    queryKey: ['catalogue', 'lessons', filter],
    queryFn: ({ signal }) => getLessons(filter, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const useLessons = (filter: CourseFilter) => useQuery(lessonsQueryOptions(filter));
