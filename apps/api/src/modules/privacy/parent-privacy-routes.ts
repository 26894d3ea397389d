import {
  accountDeletionReply,
  accountDeletionSchema,
  DELETION_GRACE_DAYS,
  linkParams,
  studentDataExportReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PER_ADDRESS } from '../../lib/rate-limits.ts';
import { passwordIsRight, wrongPassword } from './check-password.ts';
import { assertLinkedMinor } from './linked-minor.ts';
import type { ReadProgressSummary } from './read-student-export.ts';
import { requestDeletion } from './request-deletion.ts';
import { sendHtmlExport, sendJsonExport } from './send-export.ts';

const tags = ['privacy'];

/**
 * A linked parent acts for a child under 18 (docs/decisions.md, "Privacy"):
 *
 * GET  /api/parent/children/{id}/data-export            the child's export, JSON download
 * GET  /api/parent/children/{id}/data-export/readable   the same as the readable page
 * POST /api/parent/children/{id}/account-deletion       { password } (the parent's own) → the
 *                                                       child's grace period starts and every
 *                                                       session of the child ends; the child
 *                                                       logging in cancels it
 *
 * 404 for a child not linked to this parent, 403 for a child of 18 or more.
 */
export const parentPrivacyRoutes =
  ({ readProgressSummary }: { readProgressSummary: ReadProgressSummary }): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount('parent');
    const throttle = app.accountThrottle({
      name: 'account-deletion:parent',
      key: (request) => String(request.account?.id),
    });
    const linkedMinor = (request: { signedInId: () => number; params: { id: number } }) =>
      assertLinkedMinor(app.db, { parentId: request.signedInId(), studentId: request.params.id });

    app.get(
      '/parent/children/:id/data-export',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Everything held about a linked child under 18, as a JSON download',
          params: linkParams,
          response: { 200: studentDataExportReply },
        },
      },
      async (request, reply) => {
        await linkedMinor(request);
        return sendJsonExport(app.db, { reply, studentId: request.params.id, readProgressSummary });
      },
    );

    app.get(
      '/parent/children/:id/data-export/readable',
      {
        onRequest,
        schema: {
          tags,
          summary: 'The same, as a readable HTML page in the reader’s language (download)',
          params: linkParams,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        await linkedMinor(request);
        return sendHtmlExport(app.db, {
          reply,
          studentId: request.params.id,
          language: request.language,
          readProgressSummary,
        });
      },
    );

    app.post(
      '/parent/children/:id/account-deletion',
      {
        onRequest,
        // Before the body is checked: a child not linked is a 404 whatever the body holds.
        preValidation: async (request) => {
          const params = linkParams.safeParse(request.params);
          if (params.success) {
            await assertLinkedMinor(app.db, {
              parentId: request.signedInId(),
              studentId: params.data.id,
            });
          }
        },
        config: { rateLimit: PER_ADDRESS },
        schema: {
          tags,
          summary: `Deletes a linked child's account after ${DELETION_GRACE_DAYS} days unless the child logs in`,
          params: linkParams,
          body: accountDeletionSchema,
          response: { 200: accountDeletionReply },
        },
      },
      async (request, reply) => {
        await throttle.assertOpen(request, reply);
        const id = request.signedInId();
        if (
          !(await passwordIsRight(app.db, { role: 'parent', id, password: request.body.password }))
        ) {
          await throttle.hit(request);
          throw wrongPassword();
        }
        const data = await requestDeletion(app.db, {
          studentId: request.params.id,
          sessions: app.sessions,
        });
        return {
          status: 'success' as const,
          message: translate(request.language, 'privacy.child_deletion_requested', {
            days: DELETION_GRACE_DAYS,
          }),
          data,
        };
      },
    );
  };
