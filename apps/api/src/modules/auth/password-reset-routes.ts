import {
  type AccountRole,
  forgotPasswordSchema,
  type Language,
  type MessageKey,
  messageReply,
  resetPasswordSchema,
  translate,
  verifyResetOtpSchema,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PER_ADDRESS, PER_ADDRESS_SENDS } from '../../lib/rate-limits.ts';
import { codeMailerOf } from './code-mail.ts';
import { requestResetCode, resetPassword, verifyResetCode } from './reset-password.ts';

const done = (language: Language, key: MessageKey) => ({
  status: 'success' as const,
  message: translate(language, key),
});

/** The three password-reset calls of one role, under /api/{student|teacher}. */
export const passwordResetRoutes =
  (role: AccountRole): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth'];
    const mailCode = codeMailerOf(app);
    const resetSendThrottle = app.accountThrottle({
      name: `${role}:reset-send`,
      field: 'phone_number',
    });
    const resetCheckThrottle = app.accountThrottle({
      name: `${role}:reset-check`,
      field: 'phone_number',
    });

    app.post(
      '/forgot-password',
      {
        config: { rateLimit: PER_ADDRESS_SENDS },
        schema: { tags, body: forgotPasswordSchema, response: { 200: messageReply } },
      },
      async (request, reply) => {
        await resetSendThrottle.take(request, reply);
        await requestResetCode(app.db, { role, phone: request.body.phone_number, mailCode });
        return done(request.language, 'auth.reset_otp_sent');
      },
    );

    app.post(
      '/verify-reset-otp',
      {
        config: { rateLimit: PER_ADDRESS },
        schema: { tags, body: verifyResetOtpSchema, response: { 200: messageReply } },
      },
      async (request, reply) => {
        await resetCheckThrottle.take(request, reply);
        const { phone_number: phone, otp: code } = request.body;
        await verifyResetCode(app.db, { role, phone, code });
        return done(request.language, 'auth.reset_otp_verified');
      },
    );

    app.post(
      '/reset-password',
      {
        config: { rateLimit: PER_ADDRESS },
        schema: { tags, body: resetPasswordSchema, response: { 200: messageReply } },
      },
      async (request) => {
        const { phone_number: phone, password } = request.body;
        await resetPassword(app.db, { role, phone, password, sessions: app.sessions });
        return done(request.language, 'auth.password_reset');
      },
    );
  };
