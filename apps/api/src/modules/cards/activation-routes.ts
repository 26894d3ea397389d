import {
  formatSchoolDate,
  idParams,
  myCoursesReply,
  redeemCardReply,
  redeemCardSchema,
  translate,
} from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { unlocksTitle } from '../../lib/premium/course-refs.ts';
import { listEntitlements } from '../../lib/premium/entitlements.ts';
import { CARD_GUESSES, PER_ADDRESS } from '../../lib/rate-limits.ts';
import type { Actor } from './card-audit.ts';
import { redeemCard } from './redeem-card.ts';

/** Whether a student is linked to a parent (modules/parents), composed in modules/index.ts. */
export type IsLinkedChild = (
  db: Database,
  ids: { parentId: number; studentId: number },
) => Promise<unknown | null>;

const tags = ['cards'];
const notLinked = () => new AppError(403, 'forbidden', 'cards.not_linked');

/**
 * Redeeming a card, by a student for themselves or by a parent for a linked child, and what
 * an account has unlocked.
 */
export const activationRoutes =
  (isLinkedChild: IsLinkedChild): FastifyPluginAsyncZod =>
  async (app) => {
    // Unknown codes only (docs/decisions.md §21): per account, and per address.
    const throttles = [
      app.accountThrottle({
        name: 'cards:redeem',
        key: (request) => `${request.account?.role}:${request.account?.id}`,
        limit: CARD_GUESSES.perAccount,
        message: 'cards.throttled',
      }),
      app.accountThrottle({
        name: 'cards:redeem-address',
        key: (request) => request.ip,
        limit: CARD_GUESSES.perAddress,
        message: 'cards.throttled',
      }),
    ];

    /** Whom the card is for: the student themselves, or a parent's linked child. */
    const beneficiary = async (request: FastifyRequest, studentId: number | undefined) => {
      const actor: Actor = {
        role: request.account?.role === 'parent' ? 'parent' : 'student',
        id: request.signedInId(),
      };
      if (actor.role === 'student') {
        if (studentId !== undefined && studentId !== actor.id) throw notLinked();
        return { actor, studentId: actor.id };
      }
      if (studentId === undefined) {
        throw new AppError(
          422,
          'validation_failed',
          'cards.student_required',
          {},
          {
            student_id: ['cards.student_required'],
          },
        );
      }
      if (!(await isLinkedChild(app.db, { parentId: actor.id, studentId }))) throw notLinked();
      return { actor, studentId };
    };

    app.post(
      '/activations',
      {
        onRequest: app.requireAccount('student', 'parent'),
        config: { rateLimit: PER_ADDRESS },
        schema: {
          tags,
          summary:
            "Activate a card: a student's own, or a parent's for a linked child (student_id)",
          body: redeemCardSchema,
          response: { 200: redeemCardReply },
        },
      },
      async (request, reply) => {
        const { actor, studentId } = await beneficiary(request, request.body.student_id);
        for (const throttle of throttles) await throttle.assertOpen(request, reply);
        const entitlement = await redeemCard(app.db, {
          hashesKey: app.premiumKeys.hashes,
          code: request.body.code,
          studentId,
          actor,
          now: new Date(),
        }).catch(async (error: unknown) => {
          if (error instanceof AppError && error.messageKey === 'cards.unknown') {
            for (const throttle of throttles) await throttle.hit(request);
          }
          throw error;
        });
        const { language } = request;
        return {
          status: 'success' as const,
          message: translate(language, 'cards.activated', {
            course: unlocksTitle(language, entitlement),
            date: formatSchoolDate(language, entitlement.ends_at),
          }),
          data: entitlement,
        };
      },
    );

    app.get(
      '/me/courses',
      {
        onRequest: app.requireAccount('student'),
        schema: {
          tags,
          summary: 'What the signed-in student has unlocked, soonest end first',
          response: { 200: myCoursesReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listEntitlements(app.db, request.signedInId(), new Date()),
      }),
    );

    app.get(
      '/parent/children/:id/courses',
      {
        onRequest: app.requireAccount('parent'),
        schema: {
          tags,
          summary: 'What a linked child has unlocked (404 if not linked)',
          params: idParams,
          response: { 200: myCoursesReply },
        },
      },
      async (request) => {
        const studentId = request.params.id;
        const linked = await isLinkedChild(app.db, { parentId: request.signedInId(), studentId });
        if (!linked) throw new AppError(404, 'not_found', 'parents.child_not_found');
        return {
          status: 'success' as const,
          data: await listEntitlements(app.db, studentId, new Date()),
        };
      },
    );
  };
