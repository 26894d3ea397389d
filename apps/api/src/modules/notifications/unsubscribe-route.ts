import { messageReply, translate, unsubscribeQuery, unsubscribeSchema } from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { unsubscribe } from './settings.ts';

const tags = ['notifications'];

const tokenMissing = () =>
  new AppError(
    422,
    'validation_failed',
    'error.validation_failed',
    {},
    { token: ['notifications.token_invalid'] },
  );

/**
 * POST /api/notifications/unsubscribe, public: the digest's opt-out by its token. In a
 * plugin of its own, so the form body of a mail client's one-click POST (RFC 8058) is
 * parsed on this route only.
 */
export const unsubscribeRoute: FastifyPluginAsyncZod = async (app) => {
  // A mail client's one-click opt-out posts a form (RFC 8058); only this route reads one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turn the daily digest off with the token of its link (one-click, RFC 8058)',
        querystring: unsubscribeQuery,
        body: unsubscribeSchema,
        response: { 200: messageReply },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw tokenMissing();
      if (!(await unsubscribe(app.db, token))) {
        throw new AppError(404, 'not_found', 'notifications.token_unknown');
      }
      return {
        status: 'success' as const,
        message: translate(request.language, 'notifications.unsubscribed'),
      };
    },
  );
};
