import {
  adminPremiumCoursesReply,
  idParams,
  messageReply,
  premiumCourseItemsReply,
  premiumCourseSavedReply,
  premiumCourseTargetSchema,
  premiumOpenQuery,
  premiumOpenReply,
  premiumPreviewsSchema,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAppError } from '../../lib/app-error.ts';
import { listCourseItems, savePreviews } from './course-items.ts';
import { openItem } from './open-item.ts';
import {
  listPremiumCourses,
  markPremiumCourse,
  readPremiumCourse,
  unmarkPremiumCourse,
} from './premium-courses.ts';

const tags = ['premium'];

/**
 * Premium courses (docs/decisions.md §21 "Premium content"): the editors' routes that mark
 * courses premium and pick their free previews, and the route players and PDF viewers call
 * to open a premium item. Every write here is under /api/admin, so it empties the public
 * replies on every instance, and the premium index follows (plugins/premium-index).
 */
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/premium/open',
    {
      schema: {
        tags,
        summary:
          "An item's file paths: plain for a free item or a preview, signed and short-lived for a premium one the caller may open (401 visitor, 403 premium.locked otherwise)",
        querystring: premiumOpenQuery,
        response: { 200: premiumOpenReply },
      },
    },
    async (request, reply) => {
      try {
        const data = await openItem(app.db, {
          ...request.query,
          account: request.account,
          premium: await app.premiumIndex(),
          urlKey: app.premiumKeys.urls,
        });
        return { status: 'success' as const, data };
      } catch (error) {
        if (isAppError(error) && error.statusCode === 401)
          reply.header('www-authenticate', 'Bearer');
        throw error;
      }
    },
  );

  await app.register(adminPremiumRoutes, { prefix: '/admin/premium' });
};

const adminPremiumRoutes: FastifyPluginAsyncZod = async (admin) => {
  // Attached to each route (not as a group hook) so the API docs see the guard too.
  const requireAdmin = admin.requireAccount('admin');
  admin.addHook('onRoute', (route) => {
    route.onRequest = [requireAdmin, ...[route.onRequest ?? []].flat()];
  });

  admin.get(
    '/courses',
    {
      schema: {
        tags,
        summary: 'The premium courses, newest first, with their previews and what uses them',
        response: { 200: adminPremiumCoursesReply },
      },
    },
    async () => ({ status: 'success' as const, data: await listPremiumCourses(admin.db) }),
  );

  admin.post(
    '/courses',
    {
      schema: {
        tags,
        summary: 'Mark a subject and semester, or a teacher, premium (409 when it already is)',
        body: premiumCourseTargetSchema,
        response: { 201: premiumCourseSavedReply },
      },
    },
    async (request, reply) => {
      const data = await markPremiumCourse(admin.db, request.body);
      return reply.code(201).send({
        status: 'success' as const,
        message: translate(request.language, 'premium.marked'),
        data,
      });
    },
  );

  admin.delete(
    '/courses/:id',
    {
      schema: {
        tags,
        summary: 'Make a course free again (409 while card batches or entitlements use it)',
        params: idParams,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      await unmarkPremiumCourse(admin.db, request.params.id);
      return {
        status: 'success' as const,
        message: translate(request.language, 'premium.unmarked'),
      };
    },
  );

  admin.get(
    '/courses/:id/items',
    {
      schema: {
        tags,
        summary: "What the course serves, in its lists' order, each with whether it is a preview",
        params: idParams,
        response: { 200: premiumCourseItemsReply },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listCourseItems(admin.db, {
        courseId: request.params.id,
        premium: await admin.premiumIndex(),
      }),
    }),
  );

  admin.put(
    '/courses/:id/previews',
    {
      schema: {
        tags,
        summary:
          'Pick the free previews (none: the first lesson or video is); each must be of the course',
        params: idParams,
        body: premiumPreviewsSchema,
        response: { 200: premiumCourseSavedReply },
      },
    },
    async (request) => {
      await savePreviews(admin.db, { courseId: request.params.id, items: request.body.items });
      return {
        status: 'success' as const,
        message: translate(request.language, 'premium.previews_saved'),
        data: await readPremiumCourse(admin.db, request.params.id),
      };
    },
  );
};
