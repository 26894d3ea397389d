import {
  adminSaved,
  adminTeacherRowSchema,
  adminTeacherSchema,
  adminTeachersQuery,
  adminTeacherUploadSchema,
  hiddenSchema,
  idParams,
  messageReply,
  pagedEnvelope,
  successEnvelope,
  teacherUploadParams,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteStoredFiles } from '../../../lib/storage/delete-stored-files.ts';
import { messageOf, savedReply } from '../lib/replies.ts';
import { getAdminTeacher, listAdminTeachers } from './admin-teachers.ts';
import { deleteUpload, listTeacherUploads, setUploadHidden } from './teacher-uploads.ts';

const tags = ['admin'];

/** Teachers with their private fields, and moderation of their uploads (hide or delete). */
export const teachersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teachers',
    {
      schema: {
        tags,
        summary: 'Teachers, newest first; q searches names, e-mail and subject',
        querystring: adminTeachersQuery,
        response: { 200: pagedEnvelope(adminTeacherRowSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listAdminTeachers(app.db, request.query)),
    }),
  );

  app.get(
    '/teachers/:id',
    {
      schema: {
        tags,
        summary: "A teacher's public and private profile fields",
        params: idParams,
        response: { 200: successEnvelope(adminTeacherSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getAdminTeacher(app.db, request.params.id),
    }),
  );

  app.get(
    '/teachers/:id/uploads',
    {
      schema: {
        tags,
        summary: "A teacher's files, videos and paper exams, hidden ones included",
        params: idParams,
        response: { 200: successEnvelope(adminTeacherUploadSchema.array()) },
      },
    },
    async (request) => {
      await getAdminTeacher(app.db, request.params.id);
      return {
        status: 'success' as const,
        data: await listTeacherUploads(app.db, request.params.id),
      };
    },
  );

  app.patch(
    '/teacher-uploads/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Hide an upload from the public pages, or show it again',
        params: teacherUploadParams,
        body: hiddenSchema,
        response: { 200: adminSaved(hiddenSchema) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { hidden } = request.body;
      await setUploadHidden(app.db, { kind, id, hidden });
      return savedReply(request, {
        key: hidden ? 'admin.upload_hidden' : 'admin.upload_shown',
        data: {
          hidden,
        },
      });
    },
  );

  app.delete(
    '/teacher-uploads/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Delete an upload and its stored files',
        params: teacherUploadParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      await deleteStoredFiles(app, await deleteUpload(app.db, { kind, id }));
      return messageOf(request, 'admin.deleted');
    },
  );
};
