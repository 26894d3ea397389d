import { gradeSchema, gradesQuery, successEnvelope } from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listGrades } from './list-grades.ts';

/** The public catalogue: grades, subjects and their materials (spec §7 "Public data"). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/grades',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All grades, in school order',
        querystring: gradesQuery,
        response: { 200: successEnvelope(gradeSchema.array()) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listGrades(app.db, request.query),
    }),
  );
};
