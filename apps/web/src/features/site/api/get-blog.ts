import { blogSchema } from '@madrasa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/shared/api/get-data.ts';

/** GET /api/blogs/{id}: one post; a 404 comes back as an ApiError with status 404. */
export const getBlog = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  getData(`/api/blogs/${encodeURIComponent(id)}`, { signal, auth: false, schema: blogSchema });

export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['blogs', 'detail', id],
    queryFn: ({ signal }) => getBlog(id, { signal }),
  });

export const useBlog = (id: string, enabled = true) =>
  useQuery({ ...blogQueryOptions(id), enabled });
