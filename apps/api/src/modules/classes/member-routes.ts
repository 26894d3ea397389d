import {
  classParams,
  joinClassReply,
  joinClassSchema,
  memberClassesReply,
  messageReply,
  todoReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { PER_ADDRESS } from '../../lib/rate-limits.ts';
import { classNotFound, joinClass, listMemberClasses, removeMember } from './class-store.ts';
import { readTodo } from './class-view.ts';

/** Whether a student is linked to a parent (modules/parents), composed in modules/index.ts. */
export type IsLinkedChild = (
  db: Database,
  ids: { parentId: number; studentId: number },
) => Promise<unknown | null>;

const tags = ['classes'];

/**
 * The student's side (join, list, leave, To do) and a linked parent's read of a child's
 * To do. A student sees their classes and their own results only: never the code or the
 * other members.
 */
export const memberRoutes =
  (isLinkedChild: IsLinkedChild): FastifyPluginAsyncZod =>
  async (app) => {
    const student = app.requireAccount('student');
    // Wrong codes only: five a minute per student, and five a minute per address.
    const perStudent = app.accountThrottle({
      name: 'class:join',
      key: (request) => String(request.account?.id),
    });
    const perAddress = app.accountThrottle({ name: 'class:join-address', key: (r) => r.ip });

    app.post(
      '/student/classes',
      {
        onRequest: student,
        config: { rateLimit: PER_ADDRESS },
        schema: {
          tags,
          summary: 'Join a class with its code (201 joined, 200 already in; 409 when it is full)',
          body: joinClassSchema,
          response: { 200: joinClassReply, 201: joinClassReply },
        },
      },
      async (request, reply) => {
        await perStudent.assertOpen(request, reply);
        await perAddress.assertOpen(request, reply);
        const { joined, already } = await joinClass(app.db, {
          studentId: request.signedInId(),
          code: request.body.code,
        }).catch(async (error: unknown) => {
          if (error instanceof AppError && error.statusCode === 422) {
            await perStudent.hit(request);
            await perAddress.hit(request);
          }
          throw error;
        });
        const key = already ? 'classes.already_joined' : 'classes.joined';
        return reply.code(already ? 200 : 201).send({
          status: 'success' as const,
          message: translate(request.language, key, { name: joined.name }),
          data: joined,
        });
      },
    );

    app.get(
      '/student/classes',
      {
        onRequest: student,
        schema: {
          tags,
          summary: "The signed-in student's open classes and their teachers",
          response: { 200: memberClassesReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listMemberClasses(app.db, request.signedInId()),
      }),
    );

    app.delete(
      '/student/classes/:id',
      {
        onRequest: student,
        schema: {
          tags,
          summary: 'Leave a class (404 if not in it)',
          params: classParams,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        const left = await removeMember(app.db, {
          classId: request.params.id,
          studentId: request.signedInId(),
        });
        if (!left) throw classNotFound();
        return { status: 'success' as const, message: translate(request.language, 'classes.left') };
      },
    );

    app.get(
      '/student/assignments',
      {
        onRequest: student,
        schema: {
          tags,
          summary:
            "To do: the opened work of the student's classes, earliest due first, with results",
          response: { 200: todoReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await readTodo(app.db, { studentId: request.signedInId() }),
      }),
    );

    app.get(
      '/parent/children/:id/assignments',
      {
        onRequest: app.requireAccount('parent'),
        schema: {
          tags,
          summary: "A linked child's To do with due dates and results (404 if not linked)",
          params: classParams,
          response: { 200: todoReply },
        },
      },
      async (request) => {
        const studentId = request.params.id;
        const linked = await isLinkedChild(app.db, { parentId: request.signedInId(), studentId });
        if (!linked) throw new AppError(404, 'not_found', 'parents.child_not_found');
        return { status: 'success' as const, data: await readTodo(app.db, { studentId }) };
      },
    );
  };
