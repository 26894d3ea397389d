import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { CATALOGUE_STALE_MS } from '@/shared/lib/query-client.ts';
import { listOf, optionalText, positiveId, text } from '../lib/read-row.ts';

export type FeaturedSubject = {
  id: number;
  name_ar: string;
  name_en: string;
  semester: 'first' | 'second';
  image: string | null;
};

/** GET /api/subjects?grade_id=: one grade's subjects (the home page shows the Tawjihi year's). */
export async function getFeaturedSubjects(gradeId: number, { signal }: { signal?: AbortSignal }) {
  const body = await apiRequest('/api/subjects', {
    query: { grade_id: gradeId, semester: 'first' },
    signal,
    auth: false,
  });
  return listOf(body, (row): FeaturedSubject | null => {
    const id = positiveId(row.id);
    if (id === null) return null;
    return {
      id,
      name_ar: text(row.name_ar),
      name_en: text(row.name_en),
      semester: row.semester === 'second' ? 'second' : 'first',
      image: optionalText(row.image),
    };
  });
}

export const featuredSubjectsQueryOptions = (gradeId: number) =>
  queryOptions({
    queryKey: ['site', 'subjects', gradeId],
    queryFn: ({ signal }) => getFeaturedSubjects(gradeId, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const useFeaturedSubjects = (gradeId: number | null) =>
  useQuery({ ...featuredSubjectsQueryOptions(gradeId ?? 0), enabled: gradeId !== null });
