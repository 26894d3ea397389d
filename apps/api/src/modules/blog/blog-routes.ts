import {
  blogListResponse,
  blogParams,
  blogSchema,
  blogsQuery,
  errorEnvelope,
  successEnvelope,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBlog, listBlogs } from './blog-queries.ts';

/** The public blog (docs/product.md §7 "Public data": blogs, blogs/{id}); posts are written by admins. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blogs',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Blog posts, newest first, one page at a time',
        description:
          '`data` is one page of posts (`limit`, default 24, at most 100). `next_cursor` is null ' +
          'on the last page; otherwise send it back as `cursor` to get the next page.',
        querystring: blogsQuery,
        response: { 200: blogListResponse },
      },
    },
    async (request) => {
      const { posts, nextCursor } = await listBlogs(app.db, request.query);
      return { status: 'success' as const, data: posts, next_cursor: nextCursor };
    },
  );

  app.get(
    '/blogs/:id',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['site'],
        summary: 'One blog post',
        params: blogParams,
        response: { 200: successEnvelope(blogSchema), 404: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getBlog(app.db, request.params.id),
    }),
  );
};
