import {
  messageReply,
  type SiteRole,
  studentChangePasswordSchema,
  teacherChangePasswordSchema,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PER_ADDRESS } from '../../lib/rate-limits.ts';
import { changePassword, wrongOldPassword } from './change-password.ts';

/**
 * POST /api/<role>/change-password. The student sends `password`/`password_confirmation`
 * (and its phone number, unused: the account is the session's), the teacher
 * `new_password`/`new_password_confirmation`. The original client's teacher form checks no length
 * on the client, but the server still enforces PASSWORD_MIN_LENGTH for both roles: a
 * short password is as weak whoever sets it. Wrong current passwords are throttled per
 * account like failed logins, so a borrowed session cannot guess its way to the password.
 */
export const changePasswordRoutes =
  (role: SiteRole): FastifyPluginAsyncZod =>
  async (app) => {
    // Keyed by the session's account alone: the caller is known, wherever they are.
    const throttle = app.accountThrottle({
      name: `password-change:${role}`,
      key: (request) => String(request.account?.id),
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
        await throttle.assertOpen(request, reply);
        const fields = request.body;
        const changed = await changePassword(app.db, {
          role,
          id: request.signedInId(),
          oldPassword: fields.old_password,
          newPassword: 'new_password' in fields ? fields.new_password : fields.password,
          sessions: app.sessions,
        });
        if (!changed) {
          await throttle.hit(request);
          throw wrongOldPassword();
        }
        return {
          status: 'success' as const,
          message: translate(request.language, 'profiles.password_changed'),
        };
      },
    );
  };
