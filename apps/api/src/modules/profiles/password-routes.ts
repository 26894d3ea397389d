import {
  messageReply,
  studentChangePasswordSchema,
  teacherChangePasswordSchema,
  translate,
  type UserType,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { PER_ACCOUNT, PER_ADDRESS } from '../auth/throttles.ts';
import { changePassword, wrongOldPassword } from './change-password.ts';
import { signedInId } from './signed-in.ts';

/**
 * POST /api/<role>/change-password. The student sends `password`/`password_confirmation`
 * (and its phone number, unused: the account is the session's), the teacher
 * `new_password`/`new_password_confirmation`. The spec's teacher form checks no length
 * on the client, but the server still enforces PASSWORD_MIN_LENGTH for both roles: a
 * short password is as weak whoever sets it. Wrong current passwords are throttled per
 * account like failed logins, so a borrowed session cannot guess its way to the password.
 */
export const passwordRoutes =
  (role: UserType): FastifyPluginAsyncZod =>
  async (app) => {
    const limiter = app.createRateLimit({
      ...PER_ACCOUNT,
      keyGenerator: (request) => `password-change:${role}:${request.account?.id}`,
    });
    const body = role === 'student' ? studentChangePasswordSchema : teacherChangePasswordSchema;

    app.post(
      '/change-password',
      {
        config: { rateLimit: PER_ADDRESS },
        onRequest: app.requireAccount(role),
        schema: { tags: ['profiles'], body, response: { 200: messageReply } },
      },
      async (request, reply) => {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          const seconds = Math.max(1, Math.ceil(state.ttl / 1000));
          reply.header('retry-after', seconds);
          throw new AppError(429, 'rate_limited', 'auth.too_many_attempts', { seconds });
        }
        const fields = request.body;
        const changed = await changePassword(app.db, {
          role,
          id: signedInId(request),
          oldPassword: fields.old_password,
          newPassword: 'new_password' in fields ? fields.new_password : fields.password,
        });
        if (!changed) {
          await limiter(request);
          throw wrongOldPassword();
        }
        return {
          status: 'success' as const,
          message: translate(request.language, 'profiles.password_changed'),
        };
      },
    );
  };
