import {
  assignableQuery,
  assignableReply,
  assignmentFieldsSchema,
  assignmentReply,
  classAssignmentParams,
  classExportQuery,
  classParams,
  classStudentParams,
  classViewReply,
  createClassSchema,
  createdClassReply,
  idParam,
  messageReply,
  teacherClassesReply,
  translate,
  updateClassSchema,
} from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { SPREADSHEET_TYPES } from '../../lib/spreadsheet.ts';
import { listAssignable } from './assignable-items.ts';
import { createAssignment, deleteAssignment, updateAssignment } from './assignment-store.ts';
import { buildClassExport } from './class-export.ts';
import {
  createClass,
  findOpenOwnClass,
  findOwnClass,
  listTeacherClasses,
  regenerateCode,
  removeMember,
  updateClass,
} from './class-store.ts';
import { readClassView } from './class-view.ts';

const tags = ['classes'];

/** Asks for the bell's lines of new work (modules/notifications), composed in modules/index.ts. */
export type OnAssigned = (app: Parameters<FastifyPluginAsyncZod>[0]) => Promise<void>;

/**
 * The teacher's side. Every class route takes the class from the path and the teacher from
 * the session: another teacher's class is a 404, as if it were not there.
 */
export const teacherClassRoutes =
  (onAssigned: OnAssigned): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount('teacher');
    const ids = (request: { signedInId: () => number; params: { id: number } }) => ({
      teacherId: request.signedInId(),
      classId: request.params.id,
    });
    /**
     * On routes with a body: another teacher's class is a 404 before the body is read, so
     * no one learns which class ids exist from how their body is judged.
     */
    const preValidation = async (request: FastifyRequest) => {
      const classId = idParam.safeParse((request.params as { id?: unknown }).id);
      if (classId.success) {
        await findOwnClass(app.db, { teacherId: request.signedInId(), classId: classId.data });
      }
    };

    app.get(
      '/teacher/classes',
      {
        onRequest,
        schema: {
          tags,
          summary: "The signed-in teacher's classes, newest first, archived ones included",
          response: { 200: teacherClassesReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listTeacherClasses(app.db, request.signedInId()),
      }),
    );

    app.post(
      '/teacher/classes',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Make a class with a join code (409 at 30 open classes)',
          body: createClassSchema,
          response: { 201: createdClassReply },
        },
      },
      async (request, reply) => {
        const made = await createClass(app.db, request.signedInId(), request.body);
        return reply.code(201).send({
          status: 'success' as const,
          message: translate(request.language, 'classes.created', { name: made.name }),
          data: made,
        });
      },
    );

    app.get(
      '/teacher/classes/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: "A class's students, assignments and every student's result on each",
          params: classParams,
          response: { 200: classViewReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await readClassView(app.db, ids(request)),
      }),
    );

    app.patch(
      '/teacher/classes/:id',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary: 'Rename a class, change its section, archive it or open it again',
          params: classParams,
          body: updateClassSchema,
          response: { 200: createdClassReply },
        },
      },
      async (request) => {
        const { archived } = request.body;
        const updated = await updateClass(app.db, ids(request), request.body);
        const key =
          archived === true
            ? 'classes.archived'
            : archived === false
              ? 'classes.restored'
              : 'classes.updated';
        return {
          status: 'success' as const,
          message: translate(request.language, key),
          data: updated,
        };
      },
    );

    app.post(
      '/teacher/classes/:id/code',
      {
        onRequest,
        schema: {
          tags,
          summary: 'A new join code for the class; the old one stops working',
          params: classParams,
          response: { 200: createdClassReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: translate(request.language, 'classes.code_regenerated'),
        data: await regenerateCode(app.db, ids(request)),
      }),
    );

    app.delete(
      '/teacher/classes/:id/students/:studentId',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Remove a student from the class (404 if not in it)',
          params: classStudentParams,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await findOwnClass(app.db, ids(request));
        const removed = await removeMember(app.db, {
          classId: request.params.id,
          studentId: request.params.studentId,
        });
        if (!removed) throw new AppError(404, 'not_found', 'classes.student_not_found');
        return {
          status: 'success' as const,
          message: translate(request.language, 'classes.student_removed'),
        };
      },
    );

    app.get(
      '/teacher/classes/:id/assignable',
      {
        onRequest,
        schema: {
          tags,
          summary:
            "What may be assigned: the class subject's catalogue items of a semester, or the teacher's own",
          params: classParams,
          querystring: assignableQuery,
          response: { 200: assignableReply },
        },
      },
      async (request) => {
        const found = await findOwnClass(app.db, ids(request));
        return {
          status: 'success' as const,
          data: await listAssignable(app.db, {
            teacherId: request.signedInId(),
            subjectId: found.subject_id,
            ...request.query,
          }),
        };
      },
    );

    app.post(
      '/teacher/classes/:id/assignments',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary: 'Give the class a lesson, a PDF or a computer-based exam with a due date',
          params: classParams,
          body: assignmentFieldsSchema,
          response: { 201: assignmentReply },
        },
      },
      async (request, reply) => {
        await findOpenOwnClass(app.db, ids(request));
        const made = await createAssignment(app.db, ids(request), request.body);
        await onAssigned(app);
        return reply.code(201).send({
          status: 'success' as const,
          message: translate(request.language, 'classes.assigned'),
          data: made,
        });
      },
    );

    app.put(
      '/teacher/classes/:id/assignments/:assignmentId',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary: "Change an assignment's item, dates, note or exam window",
          params: classAssignmentParams,
          body: assignmentFieldsSchema,
          response: { 200: assignmentReply },
        },
      },
      async (request) => {
        await findOpenOwnClass(app.db, ids(request));
        const saved = await updateAssignment(
          app.db,
          { ...ids(request), assignmentId: request.params.assignmentId },
          request.body,
        );
        await onAssigned(app);
        return {
          status: 'success' as const,
          message: translate(request.language, 'classes.assignment_saved'),
          data: saved,
        };
      },
    );

    app.delete(
      '/teacher/classes/:id/assignments/:assignmentId',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Delete an assignment (what students did stays in their progress)',
          params: classAssignmentParams,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await findOpenOwnClass(app.db, ids(request));
        await deleteAssignment(app.db, request.params.id, request.params.assignmentId);
        return {
          status: 'success' as const,
          message: translate(request.language, 'classes.assignment_deleted'),
        };
      },
    );

    app.get(
      '/teacher/classes/:id/export',
      {
        onRequest,
        schema: {
          tags,
          summary: "The class's results as a gradebook, CSV or XLSX, in the reader's language",
          params: classParams,
          querystring: classExportQuery,
        },
      },
      async (request, reply) => {
        const view = await readClassView(app.db, ids(request));
        const { format } = request.query;
        const bytes = await buildClassExport(view, format, request.language);
        return reply
          .header('content-type', SPREADSHEET_TYPES[format])
          .header(
            'content-disposition',
            contentDisposition('attachment', `${view.class.name}.${format}`),
          )
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    );
  };
