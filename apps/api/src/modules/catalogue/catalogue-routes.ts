import {
  gradeSchema,
  gradesQuery,
  idParams,
  subjectSchema,
  subjectsQuery,
  successEnvelope,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSubject } from './get-subject.ts';
import { listGrades } from './list-grades.ts';
import { listSubjects } from './list-subjects.ts';
import { materialRoutes } from './material-routes.ts';

/**
 * The public catalogue: grades, subjects and their materials (docs/product.md §7 "Public data").
 * Malformed ids and filters answer 422; a list filtered by an id that does not exist is
 * simply empty, while a route about one thing (subjects/{id}) answers 404. Every filter
 * is optional, as the original client called these lists unfiltered. Grades, subjects and
 * a book's units are bounded by the curriculum and come whole; the video and PDF lists
 * grow with uploads and are paged (`limit`, `cursor`), as teachers and blogs are.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/grades',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'All grades, in school order',
        querystring: gradesQuery,
        response: { 200: successEnvelope(z.array(gradeSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listGrades(app.db, request.query),
    }),
  );

  app.get(
    '/subjects',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Subjects, optionally of one grade, semester or name, in school order',
        querystring: subjectsQuery,
        response: { 200: successEnvelope(z.array(subjectSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listSubjects(app.db, request.query),
    }),
  );

  app.get(
    '/subjects/:id',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'One subject',
        params: idParams,
        response: { 200: successEnvelope(subjectSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getSubject(app.db, request.params.id),
    }),
  );

  await app.register(materialRoutes);
};
