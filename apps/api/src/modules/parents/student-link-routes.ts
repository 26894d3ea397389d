import {
  linkCodeReply,
  linkedPeopleReply,
  linkParams,
  messageReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { PER_ADDRESS } from '../../lib/rate-limits.ts';
import { makeLinkCode } from './link-codes.ts';
import { listFollowers, unlink } from './links.ts';

const tags = ['parents'];

/** The student's side: make a code, see who follows, unlink one of them. */
export const studentLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAccount('student');

  app.post(
    '/student/parent-link-code',
    {
      onRequest,
      config: { rateLimit: PER_ADDRESS },
      schema: {
        tags,
        summary: 'Make a one-time code a parent links with (24 hours; replaces unused codes)',
        response: { 201: linkCodeReply },
      },
    },
    async (request, reply) => {
      const code = await makeLinkCode(app.db, { studentId: request.signedInId() });
      return reply.code(201).send({ status: 'success' as const, data: code });
    },
  );

  app.get(
    '/student/parents',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The parents following the signed-in student: names and since when',
        response: { 200: linkedPeopleReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listFollowers(app.db, request.signedInId()),
    }),
  );

  app.delete(
    '/student/parents/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Stop a parent following the signed-in student (404 if not linked)',
        params: linkParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      const removed = await unlink(app.db, {
        parentId: request.params.id,
        studentId: request.signedInId(),
      });
      if (!removed) throw new AppError(404, 'not_found', 'parents.parent_not_found');
      return {
        status: 'success' as const,
        message: translate(request.language, 'parents.parent_unlinked'),
      };
    },
  );
};
