/**
 * The admin console's API, everything under /api/admin (docs/decisions.md §4). POST /login and
 * the first-run setup (GET/POST /setup) are the public routes; every other route admits only an admin session: 401 without a valid
 * session, 403 for a student or teacher. The check runs on request, before the body is
 * parsed, so nobody else can make the server validate or store anything.
 *
 * Lists answer `{ status, data, next_cursor }`, one page newest first (`limit`, `cursor`);
 * creates and edits `{ status, message, data: row }`; deletes `{ status, message }`.
 * Deleting a subject or unit that still has children answers 409 `conflict` unless
 * `?cascade=true` (GET …/:id/dependents gives the counts for the confirm dialog); every
 * removed or replaced row's stored files are deleted. Files go as multipart parts through
 * the shared upload pipeline (lib/uploads): streamed, byte-checked, cleaned up on failure.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadsPlugin } from '../../lib/uploads/index.ts';
import { adminLoginRoutes, adminMeRoutes, adminSetupRoutes } from './auth/admin-auth-routes.ts';
import { adminBlogRoutes } from './blog/admin-blog-routes.ts';
import { gradesRoutes } from './catalogue/grades-routes.ts';
import { lessonsRoutes } from './catalogue/lessons-routes.ts';
import { pdfMaterialRoutes } from './catalogue/pdf-material-routes.ts';
import { subjectsRoutes } from './catalogue/subjects-routes.ts';
import { unitLessonsRoutes } from './catalogue/unit-lessons-routes.ts';
import { unitsRoutes } from './catalogue/units-routes.ts';
import { localControl } from './local-control/control-server.ts';
import { inboxRoutes } from './moderation/inbox-routes.ts';
import { phoneConflictsRoutes } from './moderation/phone-conflicts-routes.ts';
import { questionsRoutes } from './moderation/questions-routes.ts';
import { reviewsRoutes } from './moderation/reviews-routes.ts';
import { teachersRoutes } from './moderation/teachers-routes.ts';

const GUARDED = [
  adminMeRoutes,
  gradesRoutes,
  subjectsRoutes,
  unitsRoutes,
  unitLessonsRoutes,
  lessonsRoutes,
  pdfMaterialRoutes,
  adminBlogRoutes,
  reviewsRoutes,
  teachersRoutes,
  inboxRoutes,
  questionsRoutes,
  phoneConflictsRoutes,
];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(localControl);
  await app.register(
    async (admin) => {
      await admin.register(adminLoginRoutes);
      await admin.register(adminSetupRoutes);
      await admin.register(async (guarded) => {
        // Attached to each route (not as a group hook) so the API docs see the guard too.
        const requireAdmin = guarded.requireAccount('admin');
        guarded.addHook('onRoute', (route) => {
          route.onRequest = [requireAdmin, ...[route.onRequest ?? []].flat()];
        });
        await guarded.register(uploadsPlugin);
        for (const routes of GUARDED) await guarded.register(routes);
      });
    },
    { prefix: '/admin' },
  );
};
