import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGetData } from '@/shared/lib/api-client.ts';
import { type BlogPost, readBlogPost } from './blog-post.ts';

/** GET /api/blogs/{id}: one post; a 404 comes back as an ApiError with status 404. */
export async function getBlog(id: string, { signal }: { signal?: AbortSignal } = {}) {
  const post = readBlogPost(
    await apiGetData<unknown>(`/api/blogs/${encodeURIComponent(id)}`, { signal, auth: false }),
  );
  if (!post) throw new ApiError({ status: 200, message: '', code: 'unexpected_response' });
  return post;
}

export const blogQueryOptions = (id: string) =>
  queryOptions<BlogPost>({
    queryKey: ['blogs', 'detail', id],
    queryFn: ({ signal }) => getBlog(id, { signal }),
  });

export const useBlog = (id: string, enabled = true) =>
  useQuery({ ...blogQueryOptions(id), enabled });
