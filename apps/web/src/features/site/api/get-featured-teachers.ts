import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { listOf, optionalText, positiveId, text } from '../lib/read-row.ts';

export type FeaturedTeacher = {
  id: number;
  first_name: string;
  last_name: string;
  subject: string;
  photo: string | null;
};

/** GET /api/teachers?limit=: a few teachers for the home page. */
export async function getFeaturedTeachers(count: number, { signal }: { signal?: AbortSignal }) {
  const body = await apiRequest('/api/teachers', { query: { limit: count }, signal, auth: false });
  return listOf(body, (row): FeaturedTeacher | null => {
    const id = positiveId(row.id);
    if (id === null) return null;
    return {
      id,
      first_name: text(row.first_name),
      last_name: text(row.last_name),
      subject: text(row.subject),
      photo: optionalText(row.photo),
    };
  }).slice(0, count);
}

export const featuredTeachersQueryOptions = (count: number) =>
  queryOptions({
    queryKey: ['site', 'teachers', count],
    queryFn: ({ signal }) => getFeaturedTeachers(count, { signal }),
  });

export const useFeaturedTeachers = (count: number) => useQuery(featuredTeachersQueryOptions(count));
