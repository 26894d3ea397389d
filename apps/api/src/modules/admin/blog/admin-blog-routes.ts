import {
  adminPageQuery,
  adminSaved,
  blogFieldsSchema,
  blogSchema,
  idParams,
  messageReply,
  pagedEnvelope,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteStoredFiles } from '../../../lib/storage/delete-stored-files.ts';
import { handleUpload } from '../../../lib/uploads/index.ts';
import { messageOf, savedReply } from '../lib/replies.ts';
import { deleteBlog, insertBlog, listAdminBlogs, updateBlog } from './admin-blogs.ts';

const tags = ['admin'];
const upload = {
  fields: blogFieldsSchema,
  files: { image: { kind: 'image', folder: 'blogs' } },
} as const;

/** Blog posts in both languages with an optional picture; the public site shows "By Admin". */
export const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blogs',
    {
      schema: {
        tags,
        summary: 'Blog posts, newest first',
        querystring: adminPageQuery,
        response: { 200: pagedEnvelope(blogSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listAdminBlogs(app.db, request.query)),
    }),
  );

  app.post(
    '/blogs',
    {
      schema: {
        tags,
        summary: 'Write a post (multipart: title_*, topic_*, content_* in ar and en, image?)',
        response: { 201: adminSaved(blogSchema) },
      },
    },
    async (request, reply) => {
      const post = await handleUpload(request, {
        spec: upload,
        work: ({ fields, files }) =>
          insertBlog(app.db, { fields, image: files.image?.key ?? null }),
      });
      reply.code(201);
      return savedReply(request, { key: 'admin.created', data: post });
    },
  );

  app.patch(
    '/blogs/:id',
    {
      schema: {
        tags,
        summary: 'Edit a post; a new image replaces the old one',
        params: idParams,
        response: { 200: adminSaved(blogSchema) },
      },
    },
    async (request) => {
      const { post, replaced } = await handleUpload(request, {
        spec: upload,
        work: ({ fields, files }) =>
          updateBlog(app.db, { id: request.params.id, fields, image: files.image?.key }),
      });
      await deleteStoredFiles(app, [replaced]);
      return savedReply(request, { key: 'admin.updated', data: post });
    },
  );

  app.delete(
    '/blogs/:id',
    { schema: { tags, params: idParams, response: { 200: messageReply } } },
    async (request) => {
      await deleteStoredFiles(app, [await deleteBlog(app.db, request.params.id)]);
      return messageOf(request, 'admin.deleted');
    },
  );
};
