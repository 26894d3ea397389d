import {
  pagedEnvelope,
  publicTeacherSchema,
  successEnvelope,
  teacherFileSchema,
  teacherFilterOptionsSchema,
  teacherFiltersQuery,
  teacherIdParams,
  teacherPaperExamSchema,
  teacherParams,
  teachersQuery,
  teacherVideoSchema,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPublicTeacher } from '../../lib/public-teacher.ts';
import { listFilterOptions } from './list-filter-options.ts';
import {
  listTeacherFiles,
  listTeacherPaperExams,
  listTeacherVideos,
} from './list-teacher-uploads.ts';
import { listTeachers } from './list-teachers.ts';
import { reviewRoutes } from './review-routes.ts';

const success = <T>(data: T) => ({ status: 'success' as const, data });

/** The public teachers directory, teacher pages and their uploads (docs/product.md §7 "Public data"). */
export const teachersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teachers',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['teachers'],
        summary: 'Public teachers, filtered by section, subject and name, a page at a time',
        querystring: teachersQuery,
        response: { 200: pagedEnvelope(publicTeacherSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listTeachers(app.db, request.query)),
    }),
  );

  app.get(
    '/teachers/filters',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['teachers'],
        summary: "The directory dropdowns' subjects and names, each narrowed by the other filters",
        querystring: teacherFiltersQuery,
        response: { 200: successEnvelope(teacherFilterOptionsSchema) },
      },
    },
    async (request) => success(await listFilterOptions(app.db, request.query)),
  );

  app.get(
    '/teachers/:id',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['teachers'],
        summary: "A teacher's public profile",
        params: teacherParams,
        response: { 200: successEnvelope(publicTeacherSchema) },
      },
    },
    async (request) => success(await findPublicTeacher(app.db, request.params.id)),
  );

  const uploads = [
    [
      '/teacher-uploads/:teacherId',
      "A teacher's summaries and worksheets",
      teacherFileSchema,
      listTeacherFiles,
    ],
    [
      '/teacher-exam-uploads/:teacherId',
      "A teacher's paper exams",
      teacherPaperExamSchema,
      listTeacherPaperExams,
    ],
    [
      '/teacher-video-uploads/:teacherId',
      "A teacher's video lessons",
      teacherVideoSchema,
      listTeacherVideos,
    ],
  ] as const;
  for (const [url, summary, item, list] of uploads) {
    app.get(
      url,
      {
        config: { cache: 'public' },
        schema: {
          tags: ['teachers'],
          summary,
          params: teacherIdParams,
          response: { 200: successEnvelope(z.array(item)) },
        },
      },
      async (request) =>
        success(
          await list(app.db, {
            teacherId: request.params.teacherId,
            premium: await app.premiumIndex(),
          }),
        ),
    );
  }

  await app.register(reviewRoutes);
};
