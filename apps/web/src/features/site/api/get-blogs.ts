import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { asRow, listOf } from '@/shared/api/read-rows.ts';
import { ApiError, apiRequest } from '@/shared/lib/api-client.ts';
import { type BlogPost, toBlogPost } from './blog-post.ts';

export type BlogPage = { posts: BlogPost[]; nextCursor: string | null };

/** GET /api/blogs: one page, newest first; `next_cursor` asks for the following one. */
export async function getBlogs({
  limit,
  cursor,
  signal,
}: {
  limit: number;
  cursor?: string;
  signal?: AbortSignal;
}): Promise<BlogPage> {
  const body = await apiRequest('/api/blogs', { query: { limit, cursor }, signal, auth: false });
  const envelope = asRow(body);
  if (envelope?.status !== 'success' || !Array.isArray(envelope.data)) {
    throw new ApiError({ status: 200, message: '', code: 'unexpected_response' });
  }
  const next = envelope.next_cursor;
  return {
    posts: listOf(envelope, toBlogPost),
    nextCursor: typeof next === 'string' && next !== '' ? next : null,
  };
}

const BLOG_PAGE_SIZE = 9;

export const blogsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['blogs', 'list', BLOG_PAGE_SIZE],
    queryFn: ({ pageParam, signal }) =>
      getBlogs({ limit: BLOG_PAGE_SIZE, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useBlogs = () => useInfiniteQuery(blogsQueryOptions());

/** The newest few posts, for the home page. */
export const latestBlogsQueryOptions = (count: number) =>
  queryOptions({
    queryKey: ['blogs', 'latest', count],
    queryFn: ({ signal }) => getBlogs({ limit: count, signal }).then((page) => page.posts),
  });

export const useLatestBlogs = (count: number) => useQuery(latestBlogsQueryOptions(count));
