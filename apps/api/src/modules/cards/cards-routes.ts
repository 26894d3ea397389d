/**
 * Activation cards (docs/decisions.md §21 "Cards"; contracts in packages/contracts/src/premium.ts).
 *
 * Admin (401 without a session, 403 for other roles):
 * POST /api/admin/cards/batches                 201; 422 cards.valid_until_past, unknown course
 *                                               (premium.course_not_found) or grade
 * GET  /api/admin/cards/batches                 newest first, with counts (limit, cursor)
 * GET  /api/admin/cards/batches/{id}            404 cards.batch_not_found
 * GET  /api/admin/cards/batches/{id}/cards      by serial, with state (limit, cursor = serial)
 * GET  /api/admin/cards/batches/{id}/sheet.pdf  the printable sheet (audited)
 * GET  /api/admin/cards/batches/{id}/cards.csv  the codes as CSV (audited)
 * POST /api/admin/cards/batches/{id}/void       409 cards.batch_already_voided
 * POST /api/admin/cards/{id}/void               409 cards.card_already_used
 * GET  /api/admin/cards/audit                   newest first (batch_id, cursor)
 * GET  /api/admin/cards/distributors            a line per distributor
 *
 * Student or parent: POST /api/activations { code, student_id? } → the entitlement; 404
 * cards.unknown, 409 cards.used / cards.voided / cards.expired, 403 cards.not_linked, 429
 * cards.throttled after 10 unknown codes an hour per account (30 per address).
 * Student: GET /api/me/courses. Parent: GET /api/parent/children/{id}/courses (404 unless linked).
 *
 * And the job that e-mails ENTITLEMENT_REMINDER_DAYS before access ends.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activationRoutes, type IsLinkedChild } from './activation-routes.ts';
import { adminCardsRoutes } from './admin-cards-routes.ts';
import { sendExpiryReminders } from './expiry-reminders.ts';

const REMINDER_JOB = 'entitlement-reminders';
const REMINDER_EVERY_MINUTES = 60;

export const cardsRoutes =
  ({ isLinkedChild }: { isLinkedChild: IsLinkedChild }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.jobs.work(REMINDER_JOB, async () => {
      const { webOrigin } = app.config;
      const reminded = await sendExpiryReminders(app.db, { mail: app.mail, webOrigin });
      if (reminded > 0) app.log.info({ reminded }, 'entitlement reminders mailed');
    });
    await app.jobs.every(REMINDER_JOB, REMINDER_EVERY_MINUTES);
    await app.register(adminCardsRoutes);
    await app.register(activationRoutes(isLinkedChild));
  };
