import { type Blog, blogSchema } from '@madrasa/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { getPage, type ListPage } from '@/shared/api/get-data.ts';

/** GET /api/blogs: one page, newest first; `next_cursor` asks for the following one. */
export const getBlogs = ({
  limit,
  cursor,
  signal,
}: {
  limit: number;
  cursor?: string | undefined;
  signal?: AbortSignal;
}): Promise<ListPage<Blog>> =>
  getPage('/api/blogs', { query: { limit, cursor }, signal, auth: false, schema: blogSchema });

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
    queryFn: ({ signal }) => getBlogs({ limit: count, signal }).then((page) => page.items),
  });

export const useLatestBlogs = (count: number) => useQuery(latestBlogsQueryOptions(count));
