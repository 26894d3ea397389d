/**
 * A student's data (docs/decisions.md, "Privacy"; contract in packages/contracts/src/privacy.ts):
 *
 * GET  /api/student/data-export            { status, data: everything held about the student },
 *                                          as an attachment (madrasa-<username>.json)
 * GET  /api/student/data-export/readable   the same as one HTML page in the reader's language,
 *                                          as an attachment (madrasa-<username>.html)
 * POST /api/student/account-deletion       { password } → 200 { status, message, data: dates };
 *                                          every session ends; 422 on a wrong password
 *
 * the same for a linked parent of a child under 18 (parent-privacy-routes.ts), and the sweep
 * that erases accounts whose grace period is over, hourly on the job queue.
 * 401 without a session, 403 for other roles.
 */
import {
  accountDeletionReply,
  accountDeletionSchema,
  DELETION_GRACE_DAYS,
  studentDataExportReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_ADDRESS } from '../../lib/rate-limits.ts';
import { passwordIsRight, wrongPassword } from './check-password.ts';
import { parentPrivacyRoutes } from './parent-privacy-routes.ts';
import { purgeDeletedAccounts } from './purge-deleted-accounts.ts';
import type { ReadProgressSummary } from './read-student-export.ts';
import { requestDeletion } from './request-deletion.ts';
import { sendHtmlExport, sendJsonExport } from './send-export.ts';

const PURGE_JOB = 'purge-deleted-accounts';
const PURGE_EVERY_MINUTES = 60;
const tags = ['privacy'];

/** `readProgressSummary` comes from the progress module, through modules/index.ts. */
export const privacyRoutes =
  ({ readProgressSummary }: { readProgressSummary: ReadProgressSummary }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.jobs.work(PURGE_JOB, async () => {
      const erased = await purgeDeletedAccounts(app);
      if (erased === 0) return;
      app.log.info({ erased }, 'deleted accounts erased after their grace period');
      // Their reviews are now anonymous: public replies showing them must be made again.
      await app.forgetPublicReplies();
    });
    await app.jobs.every(PURGE_JOB, PURGE_EVERY_MINUTES);
    // Also once at start: an instance down over the hour still erases what is due.
    app.addHook('onReady', () => app.jobs.send(PURGE_JOB, {}, { singletonKey: 'start' }));

    await app.register(parentPrivacyRoutes({ readProgressSummary }));
    const studentOnly = app.requireAccount('student');
    const throttle = app.accountThrottle({
      name: 'account-deletion:student',
      key: (request) => String(request.account?.id),
    });

    app.get(
      '/student/data-export',
      {
        onRequest: studentOnly,
        schema: {
          tags,
          summary: 'Everything held about the signed-in student, as a JSON download',
          response: { 200: studentDataExportReply },
        },
      },
      (request, reply) =>
        sendJsonExport(app.db, { reply, studentId: request.signedInId(), readProgressSummary }),
    );

    app.get(
      '/student/data-export/readable',
      {
        onRequest: studentOnly,
        schema: {
          tags,
          summary: 'The same, as a self-contained HTML page in the reader’s language (download)',
          response: { 200: z.string() },
        },
      },
      (request, reply) =>
        sendHtmlExport(app.db, {
          reply,
          studentId: request.signedInId(),
          language: request.language,
          readProgressSummary,
        }),
    );

    app.post(
      '/student/account-deletion',
      {
        config: { rateLimit: PER_ADDRESS },
        onRequest: studentOnly,
        schema: {
          tags,
          summary: `Deletes the account after ${DELETION_GRACE_DAYS} days unless the student logs in; ends every session now`,
          body: accountDeletionSchema,
          response: { 200: accountDeletionReply },
        },
      },
      async (request, reply) => {
        await throttle.assertOpen(request, reply);
        const studentId = request.signedInId();
        const { password } = request.body;
        if (!(await passwordIsRight(app.db, { role: 'student', id: studentId, password }))) {
          await throttle.hit(request);
          throw wrongPassword();
        }
        const data = await requestDeletion(app.db, { studentId, sessions: app.sessions });
        return {
          status: 'success' as const,
          message: translate(request.language, 'privacy.deletion_requested', {
            days: DELETION_GRACE_DAYS,
          }),
          data,
        };
      },
    );
  };
