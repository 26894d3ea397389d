import type { Semester, Subject } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { optionalText, parseList, positiveId, type Row, text } from './read-rows.ts';

/** One grade's subjects (both semesters unless one is named), or the subjects of one name. */
export type SubjectsFilter =
  | { grade_id: number; semester?: Semester | undefined }
  | { name: string };

const toSubject = (row: Row): Subject | null => {
  const id = positiveId(row.id);
  const gradeId = positiveId(row.grade_id);
  if (id === null || gradeId === null) return null;
  return {
    id,
    grade_id: gradeId,
    semester: row.semester === 'second' ? 'second' : 'first',
    name_ar: text(row.name_ar),
    name_en: text(row.name_en),
    image: optionalText(row.image),
  };
};

/**
 * GET /api/subjects: the catalogue's class page and by-name route, the home page's Tawjihi
 * subjects and the admin console's subject choices.
 */
export const getSubjects = async (
  filter: SubjectsFilter,
  { signal }: { signal?: AbortSignal } = {},
) => parseList(await apiGetData<unknown>('/api/subjects', { signal, query: filter }), toSubject);

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
