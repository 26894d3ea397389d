import {
  adminCatalogueQuery,
  adminSaved,
  adminSubjectSchema,
  deleteQuery,
  dependentsSchema,
  idParams,
  messageReply,
  pagedEnvelope,
  subjectFieldsSchema,
  successEnvelope,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteStoredFiles } from '../../../lib/storage/delete-stored-files.ts';
import { handleUpload } from '../../../lib/uploads/index.ts';
import { requireGrade } from '../lib/catalogue-refs.ts';
import { messageOf, savedReply } from '../lib/replies.ts';
import { deleteSubject, subjectDependents } from './subject-children.ts';
import { getAdminSubject, insertSubject, listAdminSubjects, updateSubject } from './subjects.ts';

const tags = ['admin'];
const upload = {
  fields: subjectFieldsSchema,
  files: { image: { kind: 'image', folder: 'subjects' } },
} as const;

/** Subjects of a grade and semester, with an optional picture (multipart `image`). */
export const subjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subjects',
    {
      schema: {
        tags,
        summary: 'Subjects, newest first; filters grade_id, semester',
        querystring: adminCatalogueQuery,
        response: { 200: pagedEnvelope(adminSubjectSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listAdminSubjects(app.db, request.query)),
    }),
  );

  app.post(
    '/subjects',
    {
      schema: {
        tags,
        summary: 'Add a subject (multipart: grade_id, semester, name_ar, name_en, image?)',
        response: { 201: adminSaved(adminSubjectSchema) },
      },
    },
    async (request, reply) => {
      const id = await handleUpload(request, {
        spec: upload,
        work: async ({ fields, files }) => {
          await requireGrade(app.db, fields.grade_id);
          return insertSubject(app.db, { values: fields, image: files.image?.key ?? null });
        },
      });
      reply.code(201);
      return savedReply(request, { key: 'admin.created', data: await getAdminSubject(app.db, id) });
    },
  );

  app.patch(
    '/subjects/:id',
    {
      schema: {
        tags,
        summary: 'Edit a subject; a new image replaces the old one',
        params: idParams,
        response: { 200: adminSaved(adminSubjectSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { replacedImage } = await handleUpload(request, {
        spec: upload,
        work: async ({ fields, files }) => {
          await requireGrade(app.db, fields.grade_id);
          return updateSubject(app.db, { id, values: fields, image: files.image?.key });
        },
      });
      await deleteStoredFiles(app, [replacedImage]);
      return savedReply(request, { key: 'admin.updated', data: await getAdminSubject(app.db, id) });
    },
  );

  app.get(
    '/subjects/:id/dependents',
    {
      schema: {
        tags,
        summary: 'What deleting the subject would remove: units, their lessons, videos and PDFs',
        params: idParams,
        response: { 200: successEnvelope(dependentsSchema) },
      },
    },
    async (request) => {
      await getAdminSubject(app.db, request.params.id);
      return {
        status: 'success' as const,
        data: await subjectDependents(app.db, request.params.id),
      };
    },
  );

  app.delete(
    '/subjects/:id',
    {
      schema: {
        tags,
        summary: 'Delete a subject; 409 while it has material unless cascade=true',
        params: idParams,
        querystring: deleteQuery,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      const keys = await deleteSubject(app.db, {
        id: request.params.id,
        cascade: request.query.cascade,
      });
      await deleteStoredFiles(app, keys);
      return messageOf(request, 'admin.deleted');
    },
  );
};
