import {
  type Admin,
  adminLoginReply,
  adminLoginSchema,
  adminSchema,
  adminSetupSchema,
  adminSetupStatusReply,
  successEnvelope,
} from '@madrasa/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFoundError } from '../../../lib/app-error.ts';
import { PER_ADDRESS, SETUP_ATTEMPTS } from '../../../lib/rate-limits.ts';
import { checkAdminCredentials, getAdmin } from './admin-accounts.ts';
import { completeSetup, ensureSetupCode, formatSetupCode, setupNeeded } from './first-run-setup.ts';

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
      return signedIn(app, admin);
    },
  );
};

async function signedIn(app: FastifyInstance, admin: Admin) {
  const token = await app.sessions.open({
    role: 'admin',
    id: admin.id,
    days: app.config.sessionDays,
  });
  return { status: 'success' as const, data: { token, admin } };
}

/**
 * GET /api/admin/setup (is the installation still without an admin?) and POST
 * /api/admin/setup (the first admin, with the setup code from the server log; signs in).
 * The code is printed when the server is ready, while no admin exists.
 */
export const adminSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', async () => {
    const code = await ensureSetupCode(app.db);
    if (code) {
      app.log.warn(
        `No admin yet. Open /admin in a browser and enter the setup code ${formatSetupCode(code)} to create the first one (or run npm run create-admin).`,
      );
    }
  });

  app.get(
    '/setup',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether the first-run setup is still open (no admin exists yet)',
        response: { 200: adminSetupStatusReply },
      },
    },
    async () => ({ status: 'success' as const, data: { needed: await setupNeeded(app.db) } }),
  );

  app.post(
    '/setup',
    {
      config: { rateLimit: SETUP_ATTEMPTS },
      schema: {
        tags: ['admin'],
        summary:
          'Creates the first admin with the setup code from the server log, then signs in; 403 for a wrong code, 409 once an admin exists',
        body: adminSetupSchema,
        response: { 200: adminLoginReply },
      },
    },
    async (request) => signedIn(app, await completeSetup(app.db, request.body)),
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
