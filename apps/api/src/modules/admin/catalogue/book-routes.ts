import {
  adminCatalogueQuery,
  adminPage,
  adminSaved,
  adminUnitLessonSchema,
  adminUnitSchema,
  deleteQuery,
  dependentsSchema,
  idParams,
  messageReply,
  successEnvelope,
  unitFieldsSchema,
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
import {
  createUnit,
  deleteUnit,
  getAdminUnit,
  listAdminUnits,
  unitDependents,
  updateUnit,
} from './units.ts';

const tags = ['admin'];

/** A subject's book: its units and each unit's lessons (names only, no files). */
export const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subject-units',
    {
      schema: {
        tags,
        summary: 'Book units, newest first; filters grade_id, subject_id, semester',
        querystring: adminCatalogueQuery,
        response: { 200: adminPage(adminUnitSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listAdminUnits(app.db, request.query)),
    }),
  );

  app.post(
    '/subject-units',
    {
      schema: { tags, body: unitFieldsSchema, response: { 201: adminSaved(adminUnitSchema) } },
    },
    async (request, reply) => {
      const id = await createUnit(app.db, request.body);
      reply.code(201);
      return savedReply(request, 'admin.created', await getAdminUnit(app.db, id));
    },
  );

  app.patch(
    '/subject-units/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: unitFieldsSchema,
        response: { 200: adminSaved(adminUnitSchema) },
      },
    },
    async (request) => {
      await updateUnit(app.db, request.params.id, request.body);
      return savedReply(request, 'admin.updated', await getAdminUnit(app.db, request.params.id));
    },
  );

  app.get(
    '/subject-units/:id/dependents',
    {
      schema: {
        tags,
        summary: 'How many unit lessons deleting the unit would remove',
        params: idParams,
        response: { 200: successEnvelope(dependentsSchema) },
      },
    },
    async (request) => {
      await getAdminUnit(app.db, request.params.id);
      return { status: 'success' as const, data: await unitDependents(app.db, request.params.id) };
    },
  );

  app.delete(
    '/subject-units/:id',
    {
      schema: {
        tags,
        summary: 'Delete a unit; 409 while it has lessons unless cascade=true',
        params: idParams,
        querystring: deleteQuery,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await deleteUnit(app.db, request.params.id, request.query.cascade);
      return messageOf(request, 'admin.deleted');
    },
  );

  app.get(
    '/unit-lessons',
    {
      schema: {
        tags,
        summary: 'Unit lessons, newest first; filters grade_id, subject_id, semester, unit_id',
        querystring: adminCatalogueQuery,
        response: { 200: adminPage(adminUnitLessonSchema) },
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
      return savedReply(request, 'admin.created', await getAdminUnitLesson(app.db, id));
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
      await updateUnitLesson(app.db, request.params.id, request.body);
      const row = await getAdminUnitLesson(app.db, request.params.id);
      return savedReply(request, 'admin.updated', row);
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
