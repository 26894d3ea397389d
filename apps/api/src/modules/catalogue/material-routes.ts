import {
  lessonSchema,
  lessonsQuery,
  PDF_MATERIAL_KINDS,
  pagedEnvelope,
  pdfMaterialSchema,
  pdfMaterialsQuery,
  subjectUnitSchema,
  subjectUnitsQuery,
  successEnvelope,
  unitLessonSchema,
  unitLessonsQuery,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLessons } from './list-lessons.ts';
import { listPdfMaterials } from './list-pdf-materials.ts';
import { listSubjectUnits } from './list-subject-units.ts';
import { listUnitLessons } from './list-unit-lessons.ts';

/** The lists that grow with what editors add are paged, as teachers and blogs are. */
const PAGING =
  '`data` is one page (`limit`, default 24, at most 100). `next_cursor` is null on the last ' +
  'page; otherwise send it back as `cursor` to get the next page.';

const PDF_SUMMARIES = {
  worksheets: 'Worksheets of a subject and semester',
  exams: 'Paper exams of a subject and semester',
  summaries: 'Summaries of a subject and semester',
  'teacher-guides': "Teacher's guides of a subject and semester",
} as const;

/**
 * A subject's material per semester: the book (units and lessons), videos and PDFs. The
 * book's units and unit lessons are bounded by the curriculum and come whole; the videos
 * and PDFs grow with what editors add and come a page at a time (docs/decisions.md §13).
 */
export const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subject-units',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "A book's units; include=lessons nests each unit's lessons",
        querystring: subjectUnitsQuery,
        response: { 200: successEnvelope(subjectUnitSchema.array()) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listSubjectUnits(app.db, request.query),
    }),
  );

  app.get(
    '/unit-lessons',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Lessons of a book unit, or of a whole book by subject and semester',
        querystring: unitLessonsQuery,
        response: { 200: successEnvelope(unitLessonSchema.array()) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listUnitLessons(app.db, request.query),
    }),
  );

  app.get(
    '/lessons',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Video lessons of a subject and semester, in order, one page at a time',
        description: PAGING,
        querystring: lessonsQuery,
        response: { 200: pagedEnvelope(lessonSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listLessons(app.db, {
        query: request.query,
        premium: await app.premiumIndex(),
      })),
    }),
  );

  for (const kind of PDF_MATERIAL_KINDS) {
    app.get(
      `/${kind}`,
      {
        config: { cache: 'public' },
        schema: {
          tags: ['catalogue'],
          summary: `${PDF_SUMMARIES[kind]}, oldest first, one page at a time`,
          description: PAGING,
          querystring: pdfMaterialsQuery,
          response: { 200: pagedEnvelope(pdfMaterialSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        ...(await listPdfMaterials(app.db, {
          kind,
          query: request.query,
          premium: await app.premiumIndex(),
        })),
      }),
    );
  }
};
