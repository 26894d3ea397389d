import { type Semester, subjectSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { getData } from './get-data.ts';

/** One grade's subjects (both semesters unless one is named), or the subjects of one name. */
export type SubjectsFilter =
  | { grade_id: number; semester?: Semester | undefined }
  | { name: string };

/**
 * GET /api/subjects: the catalogue's class page and by-name route, the home page's Tawjihi
 * subjects and the admin console's subject choices.
 */
export const getSubjects = (filter: SubjectsFilter, { signal }: { signal?: AbortSignal } = {}) =>
  getData('/api/subjects', { signal, query: filter, schema: array(subjectSchema) });

export const subjectsQueryOptions = (filter: SubjectsFilter) =>
  queryOptions({
    queryKey: ['subjects', filter],
    queryFn: ({ signal }) => getSubjects(filter, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `null` waits for the filter (a grade not chosen yet). */
export const useSubjects = (filter: SubjectsFilter | null) =>
  useQuery({
    ...subjectsQueryOptions(filter ?? { name: '' }),
    enabled: filter !== null,
  });
