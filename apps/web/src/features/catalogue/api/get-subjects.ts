import { subjectSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { getCatalogueData } from './get-catalogue-data.ts';

type SubjectsFilter = { gradeId: number } | { name: string };

/**
 * GET /api/subjects of one grade (both semesters: one call serves the semester toggle and
 * tells an empty class from an empty semester) or by name (/course-content/{materialName}).
 */
export const getSubjects = (filter: SubjectsFilter, { signal }: { signal?: AbortSignal } = {}) =>
  getCatalogueData('/api/subjects', subjectSchema.array(), {
    signal,
    query: 'gradeId' in filter ? { grade_id: filter.gradeId } : { name: filter.name },
  });

export const subjectsQueryOptions = (filter: SubjectsFilter) =>
  queryOptions({
    queryKey: ['catalogue', 'subjects', filter],
    queryFn: ({ signal }) => getSubjects(filter, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const useSubjects = (filter: SubjectsFilter) => useQuery(subjectsQueryOptions(filter));
