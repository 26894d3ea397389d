import { type Semester, subjectUnitSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';

export type CourseFilter = { subjectId: number; semester: Semester };

/** GET /api/subject-units with each unit's lessons nested: the whole book in one call. */
export const getSubjectUnits = (
  { subjectId, semester }: CourseFilter,
  { signal }: { signal?: AbortSignal } = {},
) =>
  getData('/api/subject-units', {
    schema: subjectUnitSchema.array(),
    signal,
    host: 'admin',
    query: { subject_id: subjectId, semester, include: 'lessons' },
  });

export const subjectUnitsQueryOptions = (filter: CourseFilter) =>
  queryOptions({
    queryKey: ['catalogue', 'subject-units', filter],
    queryFn: ({ signal }) => getSubjectUnits(filter, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const useSubjectUnits = (filter: CourseFilter) => useQuery(subjectUnitsQueryOptions(filter));
