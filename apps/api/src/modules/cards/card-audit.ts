import { CARD_AUDIT_PAGE, type CardAuditAction, type CardAuditEntry } from '@madrasa/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activationCards, cardAudit } from '../../db/schema.ts';

export type Actor = { role: 'admin' | 'student' | 'parent'; id: number };

/** One line of who did what to which batch or card; written in the transaction it records. */
export async function writeAudit(
  db: Database,
  line: { action: CardAuditAction; actor: Actor; batchId: number; cardId?: number },
) {
  await db.insert(cardAudit).values({
    action: line.action,
    actor_role: line.actor.role,
    actor_id: line.actor.id,
    batch_id: line.batchId,
    card_id: line.cardId ?? null,
  });
}

// The actor's name from the table of their role; null once the account is gone.
const actorName = sql<string | null>`CASE ${cardAudit.actor_role}
  WHEN 'admin' THEN (SELECT a.name FROM admins a WHERE a.id = ${cardAudit.actor_id})
  WHEN 'student' THEN (SELECT s.first_name || ' ' || s.last_name FROM students s WHERE s.id = ${cardAudit.actor_id})
  WHEN 'parent' THEN (SELECT p.first_name || ' ' || p.last_name FROM parents p WHERE p.id = ${cardAudit.actor_id})
END`;

/** The audit, newest first, a page of CARD_AUDIT_PAGE lines, of one batch or all. */
export async function listAudit(
  db: Database,
  query: { batchId?: number; cursor?: string },
): Promise<{ data: CardAuditEntry[]; next_cursor: string | null }> {
  const rows = await db
    .select({
      id: cardAudit.id,
      at: cardAudit.at,
      action: cardAudit.action,
      actor_role: cardAudit.actor_role,
      actor_id: cardAudit.actor_id,
      actor_name: actorName,
      batch_id: cardAudit.batch_id,
      card_serial: activationCards.serial,
    })
    .from(cardAudit)
    .leftJoin(activationCards, eq(activationCards.id, cardAudit.card_id))
    .where(
      and(
        query.batchId === undefined ? undefined : eq(cardAudit.batch_id, query.batchId),
        query.cursor === undefined ? undefined : lt(cardAudit.id, Number(query.cursor)),
      ),
    )
    .orderBy(desc(cardAudit.id))
    .limit(CARD_AUDIT_PAGE + 1);
  const page = rows.slice(0, CARD_AUDIT_PAGE);
  return {
    data: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      actor:
        row.actor_name !== null &&
        row.actor_id !== null &&
        (row.actor_role === 'admin' || row.actor_role === 'student' || row.actor_role === 'parent')
          ? { role: row.actor_role, id: row.actor_id, name: row.actor_name }
          : null,
      batch_id: row.batch_id,
      card_serial: row.card_serial,
    })),
    next_cursor: rows.length > CARD_AUDIT_PAGE ? String(page.at(-1)?.id) : null,
  };
}
