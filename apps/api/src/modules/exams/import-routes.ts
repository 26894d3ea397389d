import {
  importFieldsSchema,
  importRefusal,
  importReply,
  importTemplateQuery,
  MAX_IMPORT_BYTES,
  translate,
} from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPREADSHEET_TYPES } from '../../lib/spreadsheet.ts';
import { receiveSmallFile } from '../../lib/uploads/index.ts';
import type { Author } from './authoring.ts';
import { importQuestions } from './question-import.ts';
import { buildTemplate } from './question-template.ts';

/**
 * Importing questions from a file and downloading its template, for one role: registered
 * inside that role's authoring routes, whose guard covers these too.
 */
export const questionImportRoutes =
  (
    role: 'admin' | 'teacher',
    authorOf: (request: FastifyRequest) => Author,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const who = role === 'admin' ? 'Editors' : 'The signed-in teacher';

    app.get(
      `/${role}/exam-questions/template`,
      {
        schema: {
          tags: [role],
          summary: `${who}: the question import template (XLSX or CSV)`,
          querystring: importTemplateQuery,
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        return reply
          .header('content-type', SPREADSHEET_TYPES[format])
          .header(
            'content-disposition',
            `attachment; filename="madrasa-questions-template.${format}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(await buildTemplate(format));
      },
    );

    app.post(
      `/${role}/exam-questions/import`,
      {
        schema: {
          tags: [role],
          summary: `${who}: import questions from a CSV or XLSX file (multipart: subject_id, semester, file); all rows or none`,
          response: { 201: importReply, 422: importRefusal },
        },
      },
      async (request, reply) => {
        const { fields, bytes } = await receiveSmallFile(request, {
          fields: importFieldsSchema,
          field: 'file',
          maxBytes: MAX_IMPORT_BYTES,
          required: 'exams.file_required',
          tooLarge: 'exams.import_too_large',
        });
        const result = await importQuestions(app.db, {
          bytes,
          scope: { subjectId: fields.subject_id, semester: fields.semester },
          author: authorOf(request),
          language: request.language,
        });
        if ('rows' in result) {
          return reply.code(422).send({
            status: 'error' as const,
            code: 'validation_failed' as const,
            message: translate(request.language, 'exams.import_failed'),
            errors: { file: [translate(request.language, 'exams.import_failed')] },
            rows: result.rows,
          });
        }
        return reply.code(201).send({
          status: 'success' as const,
          message: translate(request.language, 'exams.import_done', { count: result.created }),
          data: result,
        });
      },
    );
  };
