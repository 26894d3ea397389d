import type { Card, CardState, DistributorReport } from '@madrasa/contracts';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activationCards, cardBatches, students } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { type Actor, writeAudit } from './card-audit.ts';

type CardRow = {
  id: number;
  serial: number;
  activated_at: Date | null;
  voided_at: Date | null;
  valid_until: Date;
  student_first: string | null;
  student_last: string | null;
};

/** Unused and past its batch's last day of activation: expired. */
const stateOf = (row: CardRow, now: Date): CardState => {
  if (row.activated_at) return 'activated';
  if (row.voided_at) return 'voided';
  return row.valid_until < now ? 'expired' : 'unused';
};

const present = (row: CardRow, now: Date): Card => ({
  id: row.id,
  serial: row.serial,
  state: stateOf(row, now),
  activated_at: row.activated_at?.toISOString() ?? null,
  student_name:
    row.student_first === null ? null : `${row.student_first} ${row.student_last ?? ''}`.trim(),
  voided_at: row.voided_at?.toISOString() ?? null,
});

const cardColumns = {
  id: activationCards.id,
  serial: activationCards.serial,
  activated_at: activationCards.activated_at,
  voided_at: activationCards.voided_at,
  valid_until: cardBatches.valid_until,
  student_first: students.first_name,
  student_last: students.last_name,
};

/** A batch's cards by serial, a page of `limit` after the serial `cursor`; never their codes. */
export async function listCards(
  db: Database,
  options: { batchId: number; limit: number; cursor?: string; now: Date },
) {
  const { batchId, limit, cursor, now } = options;
  const rows = await db
    .select(cardColumns)
    .from(activationCards)
    .innerJoin(cardBatches, eq(cardBatches.id, activationCards.batch_id))
    .leftJoin(students, eq(students.id, activationCards.student_id))
    .where(
      and(
        eq(activationCards.batch_id, batchId),
        cursor === undefined ? undefined : gt(activationCards.serial, Number(cursor)),
      ),
    )
    .orderBy(asc(activationCards.serial))
    .limit(limit + 1);
  const data = rows.slice(0, limit).map((row) => present(row, now));
  return { data, next_cursor: rows.length > limit ? String(data.at(-1)?.serial) : null };
}

/**
 * Voids one unused card (stolen stock, a misprint): its code stops working. 409 for a card
 * already activated; a card voided already is answered as it is, and audited once.
 */
export async function voidCard(
  db: Database,
  options: { cardId: number; actor: Actor; now: Date },
): Promise<Card> {
  const { cardId, actor, now } = options;
  return db.transaction(async (tx) => {
    const [voided] = await tx
      .update(activationCards)
      .set({ voided_at: now })
      .where(
        and(
          eq(activationCards.id, cardId),
          isNull(activationCards.activated_at),
          isNull(activationCards.voided_at),
        ),
      )
      .returning({ batchId: activationCards.batch_id });
    if (voided)
      await writeAudit(tx, { action: 'card_voided', actor, batchId: voided.batchId, cardId });
    const [row] = await tx
      .select(cardColumns)
      .from(activationCards)
      .innerJoin(cardBatches, eq(cardBatches.id, activationCards.batch_id))
      .leftJoin(students, eq(students.id, activationCards.student_id))
      .where(eq(activationCards.id, cardId));
    if (!row) throw new AppError(404, 'not_found', 'cards.card_not_found');
    if (row.activated_at) throw new AppError(409, 'conflict', 'cards.card_already_used');
    return present(row, now);
  });
}

/** Per distributor: batches, cards printed, activated and voided, and the activated value. */
export async function distributorReport(db: Database): Promise<DistributorReport[]> {
  const rows = rowsOf<DistributorReport & { activated_value_fils: string }>(
    await db.execute(sql`
      SELECT b.distributor,
        count(DISTINCT b.id)::int AS batches,
        count(c.id)::int AS cards,
        count(c.activated_at)::int AS activated,
        count(c.voided_at)::int AS voided,
        -- A sum of prices outgrows an int: read as text, then as a number.
        coalesce(sum(b.price_fils) FILTER (WHERE c.activated_at IS NOT NULL), 0)::text
          AS activated_value_fils
      FROM card_batches b JOIN activation_cards c ON c.batch_id = b.id
      GROUP BY b.distributor
      ORDER BY b.distributor`),
  );
  return rows.map((row) => ({ ...row, activated_value_fils: Number(row.activated_value_fils) }));
}
