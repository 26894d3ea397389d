import {
  adminLoginReply,
  adminLoginSchema,
  adminSchema,
  successEnvelope,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFoundError } from '../../../lib/app-error.ts';
import { PER_ADDRESS } from '../../../lib/rate-limits.ts';
import { checkAdminCredentials, getAdmin } from './admin-accounts.ts';

/** POST /api/admin/login (public, throttled like the other logins). */
export const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = app.accountThrottle({ name: 'admin:login', field: 'email' });

  app.post(
    '/login',
    {
      config: { rateLimit: PER_ADDRESS },
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in; 401 with one message for an unknown e-mail or a wrong password',
        body: adminLoginSchema,
        response: { 200: adminLoginReply },
      },
    },
    async (request, reply) => {
      await throttle.assertOpen(request, reply);
      const { email, password } = request.body;
      const admin = await checkAdminCredentials(app.db, { email, password }).catch(
        async (error) => {
          await throttle.hit(request);
          throw error;
        },
      );
      const token = await app.sessions.open({
        role: 'admin',
        id: admin.id,
        days: app.config.sessionDays,
      });
      return { status: 'success' as const, data: { token, admin } };
    },
  );
};

/** GET /api/admin/me: the signed-in admin (the console checks its stored token with it). */
export const adminMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { schema: { tags: ['admin'], response: { 200: successEnvelope(adminSchema) } } },
    async (request) => {
      const admin = request.account && (await getAdmin(app.db, request.account.id));
      if (!admin) throw notFoundError();
      return { status: 'success' as const, data: admin };
    },
  );
};
