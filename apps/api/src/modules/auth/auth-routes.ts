/**
 * Authentication (docs/product.md §7, docs/decisions.md §4). Replies, exact shapes (`<role>` is
 * `student`, `teacher` or `parent`, see docs/decisions.md "Parents"; `user` is `{ id,
 * username, first_name, last_name }`; messages follow Accept-Language; errors use the
 * envelope of docs/decisions.md §3):
 *
 * POST /api/<role>/register          201 { status:'success', message: auth.registered,
 *                                          data: { id, username, <role>: user } }   (no token)
 *                                     422 field errors (docs/product.md §5; phone/e-mail taken in the role)
 *                                     403 teacher sign-up closed (TEACHER_SIGNUP=closed)
 * POST /api/<role>/login             200 verified: { status, message: auth.login_success,
 *                                          data: { token, id, username, <role>: user } }
 *                                     200 unverified, code mailed: { status, message: auth.otp_sent
 *                                          ('OTP sent…'), data: { id, verification_required: true, <role>: user } }
 *                                     401 auth.invalid_credentials (wrong password or unknown login alike)
 * POST /api/<role>/verify-otp        { <role>_id, otp } → 200 { status, message: auth.otp_verified,
 *                                          data: { token, id, username, <role>: user } }; marks verified
 *                                     400 auth.otp_invalid (wrong, expired, used or dead code)
 * POST /api/<role>/forgot-password   { phone_number } → 200 { status, message: auth.reset_otp_sent }
 *                                     404 auth.phone_not_found
 * POST /api/<role>/verify-reset-otp  { phone_number, otp } → 200 { status, message: auth.reset_otp_verified }
 *                                     (grants one reset within 10 minutes); 400 auth.otp_invalid
 * POST /api/<role>/reset-password    { phone_number, password, password_confirmation }
 *                                     → 200 { status, message: auth.password_reset }; ends all sessions
 *                                     400 reset_expired (no live grant); 422 validation
 * POST /api/logout                   (Authorization: Bearer) → 200 { status, message: auth.logged_out }
 *                                     401 error.unauthenticated
 *
 * Every route answers 429 when throttled: per address (generous, route config) and per
 * account and address (tight: auth.too_many_attempts), see lib/rate-limits.ts.
 */
import { ACCOUNT_ROLES, messageReply, translate } from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PER_ADDRESS } from '../../lib/rate-limits.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { registerLoginRoutes } from './register-login-routes.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const role of ACCOUNT_ROLES) {
    await app.register(registerLoginRoutes(role), { prefix: `/${role}` });
    await app.register(passwordResetRoutes(role), { prefix: `/${role}` });
  }

  app.post(
    '/logout',
    {
      config: { rateLimit: PER_ADDRESS },
      preHandler: app.requireAccount(),
      schema: { tags: ['auth'], response: { 200: messageReply } },
    },
    async (request) => {
      // requireAccount has admitted only requests with a session.
      if (request.account) await app.sessions.end(request.account.sessionId);
      return {
        status: 'success' as const,
        message: translate(request.language, 'auth.logged_out'),
      };
    },
  );
};
