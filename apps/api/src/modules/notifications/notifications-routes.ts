/**
 * The bell (docs/decisions.md "Notifications"; contracts in packages/contracts/src/notifications.ts).
 *
 * Student or parent (401 without a session, 403 for teachers and admins: no bell yet):
 * GET  /api/notifications            { items, unread, next_cursor }: newest first, 30 a page
 * POST /api/notifications/read       { ids? } → message; none: every line of the reader
 * GET  /api/notifications/settings   { email_digest }
 * PUT  /api/notifications/settings   { email_digest } → message and the settings
 *
 * Public:
 * POST /api/notifications/unsubscribe  { token } as JSON, or ?token= with the form body
 *                                      `List-Unsubscribe=One-Click` (RFC 8058) → message;
 *                                      404 notifications.token_unknown
 */
import {
  markReadSchema,
  messageReply,
  NOTIFICATIONS_PAGE,
  notificationSettingsReply,
  notificationSettingsSchema,
  notificationsQuery,
  notificationsReply,
  savedSettingsReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markRead, readBell } from './bell.ts';
import { registerNotificationJobs } from './notification-jobs.ts';
import type { Recipient } from './recipient.ts';
import { readDigestSetting, saveDigestSetting } from './settings.ts';
import type { ReadResults } from './sweep.ts';
import { unsubscribeRoute } from './unsubscribe-route.ts';

export { requestSweep } from './notification-jobs.ts';

const tags = ['notifications'];

/** `readResults` of the classes module, through modules/index.ts. */
export const notificationsRoutes =
  ({ readResults }: { readResults: ReadResults }): FastifyPluginAsyncZod =>
  async (app) => {
    await registerNotificationJobs(app, readResults);
    const onRequest = app.requireAccount('student', 'parent');
    const reader = (request: FastifyRequest): Recipient => ({
      role: request.account?.role === 'parent' ? 'parent' : 'student',
      id: request.signedInId(),
    });

    app.get(
      '/notifications',
      {
        onRequest,
        schema: {
          tags,
          summary: "The reader's bell: newest first, with the unread count",
          querystring: notificationsQuery,
          response: { 200: notificationsReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await readBell(app.db, {
          recipient: reader(request),
          cursor: request.query.cursor,
          limit: NOTIFICATIONS_PAGE,
        }),
      }),
    );

    app.post(
      '/notifications/read',
      {
        onRequest,
        schema: {
          tags,
          summary: "Mark the reader's lines read: these ids, or all of them",
          body: markReadSchema,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await markRead(app.db, { recipient: reader(request), ids: request.body.ids });
        return {
          status: 'success' as const,
          message: translate(request.language, 'notifications.marked_read'),
        };
      },
    );

    app.get(
      '/notifications/settings',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Whether the reader gets the daily e-mail digest',
          response: { 200: notificationSettingsReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: { email_digest: await readDigestSetting(app.db, reader(request)) },
      }),
    );

    app.put(
      '/notifications/settings',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Turn the daily e-mail digest on or off',
          body: notificationSettingsSchema,
          response: { 200: savedSettingsReply },
        },
      },
      async (request) => {
        const { email_digest } = request.body;
        await saveDigestSetting(app.db, reader(request), email_digest);
        const key = email_digest ? 'notifications.digest_on' : 'notifications.digest_off';
        return {
          status: 'success' as const,
          message: translate(request.language, key),
          data: { email_digest },
        };
      },
    );

    await app.register(unsubscribeRoute);
  };
