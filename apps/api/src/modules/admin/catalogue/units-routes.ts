import {
  adminCatalogueQuery,
  adminSaved,
  adminUnitSchema,
  deleteQuery,
  dependentsSchema,
  idParams,
  messageReply,
  pagedEnvelope,
  successEnvelope,
  unitFieldsSchema,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageOf, savedReply } from '../lib/replies.ts';
import {
  createUnit,
  deleteUnit,
  getAdminUnit,
  listAdminUnits,
  unitDependents,
  updateUnit,
} from './units.ts';

const tags = ['admin'];

/** The units of a subject's book (names only, no files). */
export const unitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subject-units',
    {
      schema: {
        tags,
        summary: 'Book units, newest first; filters grade_id, subject_id, semester',
        querystring: adminCatalogueQuery,
        response: { 200: pagedEnvelope(adminUnitSchema) },
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
      return savedReply(request, { key: 'admin.created', data: await getAdminUnit(app.db, id) });
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
      await updateUnit(app.db, { id: request.params.id, values: request.body });
      return savedReply(request, {
        key: 'admin.updated',
        data: await getAdminUnit(app.db, request.params.id),
      });
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
      await deleteUnit(app.db, { id: request.params.id, cascade: request.query.cascade });
      return messageOf(request, 'admin.deleted');
    },
  );
};
