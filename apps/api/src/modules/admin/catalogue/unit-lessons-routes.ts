import {
  adminCatalogueQuery,
  adminSaved,
  adminUnitLessonSchema,
  idParams,
  messageReply,
  pagedEnvelope,
  unitLessonFieldsSchema,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOf, savedReply } from '../lib/replies.ts';
import {
  createUnitLesson,
  deleteUnitLesson,
  getAdminUnitLesson,
  listAdminUnitLessons,
  updateUnitLesson,
} from './unit-lessons.ts';

const tags = ['admin'];

/** The lesson titles inside each unit of a subject's book. */
export const unitLessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unit-lessons',
    {
      schema: {
        tags,
        summary: 'Unit lessons, newest first; filters grade_id, subject_id, semester, unit_id',
        querystring: adminCatalogueQuery,
        response: { 200: pagedEnvelope(adminUnitLessonSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listAdminUnitLessons(app.db, request.query)),
    }),
  );

  app.post(
    '/unit-lessons',
    {
      schema: {
        tags,
        body: unitLessonFieldsSchema,
        response: { 201: adminSaved(adminUnitLessonSchema) },
      },
    },
    async (request, reply) => {
      const id = await createUnitLesson(app.db, request.body);
      reply.code(201);
      return savedReply(request, {
        key: 'admin.created',
        data: await getAdminUnitLesson(app.db, id),
      });
    },
  );

  app.patch(
    '/unit-lessons/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: unitLessonFieldsSchema,
        response: { 200: adminSaved(adminUnitLessonSchema) },
      },
    },
    async (request) => {
      await updateUnitLesson(app.db, { id: request.params.id, values: request.body });
      const row = await getAdminUnitLesson(app.db, request.params.id);
      return savedReply(request, { key: 'admin.updated', data: row });
    },
  );

  app.delete(
    '/unit-lessons/:id',
    { schema: { tags, params: idParams, response: { 200: messageReply } } },
    async (request) => {
      await deleteUnitLesson(app.db, request.params.id);
      return messageOf(request, 'admin.deleted');
    },
  );
};
