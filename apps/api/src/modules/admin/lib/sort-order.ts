import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';

/**
 * The place after the last sibling, so a row an admin adds shows at the end of its list
 * on the public pages (which order by sort_order) rather than before the seeded ones.
 */
export async function nextSortOrder(
  db: Database,
  { table, siblings }: { table: PgTable & { sort_order: PgColumn }; siblings: SQL | undefined },
): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.sort_order}), 0)::int + 1` })
    .from(table)
    .where(siblings);
  return row?.next ?? 1;
}
