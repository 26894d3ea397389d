import type { Entitlement } from '@madrasa/contracts';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activationCards, cardBatches, entitlements } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { cardCodeHash } from '../../lib/premium/card-codes.ts';
import { grantEntitlement, readEntitlements } from '../../lib/premium/entitlements.ts';
import { type Actor, writeAudit } from './card-audit.ts';

export const unknownCard = () => new AppError(404, 'not_found', 'cards.unknown');

/** Why a card that exists could not be spent: each its own message. */
async function refusal(db: Database, cardId: number): Promise<AppError> {
  const [card] = await db
    .select({
      activated_at: activationCards.activated_at,
      voided_at: activationCards.voided_at,
      batch_voided_at: cardBatches.voided_at,
      valid_until: cardBatches.valid_until,
    })
    .from(activationCards)
    .innerJoin(cardBatches, eq(cardBatches.id, activationCards.batch_id))
    .where(eq(activationCards.id, cardId));
  if (!card) return unknownCard();
  if (card.activated_at) return new AppError(409, 'conflict', 'cards.used');
  if (card.voided_at || card.batch_voided_at) return new AppError(409, 'conflict', 'cards.voided');
  return new AppError(409, 'conflict', 'cards.expired');
}

/**
 * Spends a card for a student and gives the access it carries (docs/decisions.md §21). The
 * card is found by the keyed hash of its code, then spent by one conditional UPDATE (unused,
 * not voided, its batch neither voided nor past its last day), so of two redemptions at once
 * exactly one changes the row: the other, blocked on the row lock until the first commits,
 * finds it activated and is refused as used. The access and the audit line are written in
 * the same transaction.
 */
export async function redeemCard(
  db: Database,
  options: {
    hashesKey: Buffer;
    code: string;
    studentId: number;
    actor: Actor;
    now: Date;
  },
): Promise<Entitlement> {
  const { studentId, actor, now } = options;
  const [card] = await db
    .select({ id: activationCards.id })
    .from(activationCards)
    .where(eq(activationCards.code_hash, cardCodeHash(options.hashesKey, options.code)));
  if (!card) throw unknownCard();
  const entitlementId = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(activationCards)
      .set({
        activated_at: now,
        student_id: studentId,
        parent_id: actor.role === 'parent' ? actor.id : null,
      })
      .from(cardBatches)
      .where(
        and(
          eq(activationCards.id, card.id),
          eq(cardBatches.id, activationCards.batch_id),
          isNull(activationCards.activated_at),
          isNull(activationCards.voided_at),
          isNull(cardBatches.voided_at),
          gte(cardBatches.valid_until, now),
        ),
      )
      .returning({
        batchId: cardBatches.id,
        scope: cardBatches.scope,
        courseId: cardBatches.course_id,
        gradeId: cardBatches.grade_id,
        days: cardBatches.days,
      });
    if (!spent) throw await refusal(tx, card.id);
    const granted = await grantEntitlement(tx, {
      studentId,
      scope: spent.scope,
      courseId: spent.courseId,
      gradeId: spent.gradeId,
      days: spent.days,
      source: 'card',
      cardId: card.id,
      now,
    });
    await writeAudit(tx, {
      action: 'card_redeemed',
      actor,
      batchId: spent.batchId,
      cardId: card.id,
    });
    return granted;
  });
  const [entitlement] = await readEntitlements(db, eq(entitlements.id, entitlementId));
  if (!entitlement) throw new Error('entitlement not read back');
  return entitlement;
}
