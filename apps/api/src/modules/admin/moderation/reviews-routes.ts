import {
  adminReviewSchema,
  adminReviewsQuery,
  adminSaved,
  idParams,
  messageReply,
  pagedEnvelope,
  reviewDecisionSchema,
} from '@madrasa/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.ts';
import { teacherEvaluations, teachers } from '../../../db/schema.ts';
import { notFoundError } from '../../../lib/app-error.ts';
import { beforeCursor, toPage } from '../lib/paging.ts';
import { messageOf, savedReply } from '../lib/replies.ts';

const columns = {
  id: teacherEvaluations.id,
  teacher_id: teacherEvaluations.teacher_id,
  teacher_name: sql<string>`${teachers.first_name} || ' ' || ${teachers.last_name}`,
  full_name: teacherEvaluations.full_name,
  email: teacherEvaluations.email,
  comment: teacherEvaluations.comment,
  permissions_to_publish: teacherEvaluations.permissions_to_publish,
  created_at: teacherEvaluations.created_at,
};

const select = (db: Database) =>
  db
    .select(columns)
    .from(teacherEvaluations)
    .innerJoin(teachers, eq(teachers.id, teacherEvaluations.teacher_id));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
const present = (row: Row) => ({ ...row, created_at: row.created_at.toISOString() });

/**
 * Review moderation: the queue of `not_Allowed` reviews (newest first), approving
 * (`Allowed`, shown on the teacher's page), withdrawing an approved one, and deleting.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews awaiting moderation (status=pending) or published, newest first',
        querystring: adminReviewsQuery,
        response: { 200: pagedEnvelope(adminReviewSchema) },
      },
    },
    async (request) => {
      const { status, teacher_id, limit, cursor } = request.query;
      const rows = await select(app.db)
        .where(
          and(
            eq(
              teacherEvaluations.permissions_to_publish,
              status === 'published' ? 'Allowed' : 'not_Allowed',
            ),
            teacher_id === undefined ? undefined : eq(teacherEvaluations.teacher_id, teacher_id),
            beforeCursor(teacherEvaluations.id, cursor),
          ),
        )
        .orderBy(desc(teacherEvaluations.id))
        .limit(limit + 1);
      const page = toPage(rows, limit);
      return { status: 'success' as const, ...page, data: page.data.map(present) };
    },
  );

  app.patch(
    '/reviews/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (Allowed) or withdraw (not_Allowed) a review',
        params: idParams,
        body: reviewDecisionSchema,
        response: { 200: adminSaved(adminReviewSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const decision = request.body.permissions_to_publish;
      const updated = await app.db
        .update(teacherEvaluations)
        .set({ permissions_to_publish: decision })
        .where(eq(teacherEvaluations.id, id))
        .returning({ id: teacherEvaluations.id });
      if (updated.length === 0) throw notFoundError();
      const [row] = await select(app.db).where(eq(teacherEvaluations.id, id));
      if (!row) throw notFoundError();
      const key = decision === 'Allowed' ? 'admin.review_approved' : 'admin.review_withdrawn';
      return savedReply(request, { key, data: present(row) });
    },
  );

  app.delete(
    '/reviews/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      const deleted = await app.db
        .delete(teacherEvaluations)
        .where(eq(teacherEvaluations.id, request.params.id))
        .returning({ id: teacherEvaluations.id });
      if (deleted.length === 0) throw notFoundError();
      return messageOf(request, 'admin.deleted');
    },
  );
};
