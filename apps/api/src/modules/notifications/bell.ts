import type { Notifications } from '@madrasa/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-rows.ts';
import { readLines } from './read-lines.ts';
import { type Recipient, recipientLines } from './recipient.ts';

/** A page of the reader's lines, newest first, and how many of all are unread. */
export async function readBell(
  db: Database,
  options: { recipient: Recipient; cursor?: string; limit: number },
): Promise<Notifications> {
  const mine = recipientLines(options.recipient);
  const after = options.cursor ? sql` AND n.id < ${Number(options.cursor)}` : sql``;
  const [items, counted] = await Promise.all([
    readLines(db, { where: sql`${mine}${after}`, limit: options.limit + 1 }),
    db.execute(sql`SELECT count(*)::int AS unread FROM notifications n
      WHERE ${mine} AND n.read_at IS NULL`),
  ]);
  const page = items.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page,
    unread: rowsOf<{ unread: number }>(counted)[0]?.unread ?? 0,
    next_cursor: items.length > options.limit && last ? String(last.id) : null,
  };
}

/** Marks the reader's lines read: the given ids (others' ids change nothing), or all. */
export async function markRead(
  db: Database,
  options: { recipient: Recipient; ids?: number[]; now?: Date },
) {
  const { ids } = options;
  const which =
    ids === undefined
      ? sql``
      : ids.length === 0
        ? sql` AND false`
        : sql` AND n.id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  await db.execute(sql`UPDATE notifications n
    SET read_at = ${(options.now ?? new Date()).toISOString()}::timestamptz
    WHERE ${recipientLines(options.recipient)} AND n.read_at IS NULL${which}`);
}
