import { type AnyColumn, lt } from 'drizzle-orm';

/**
 * Keyset paging by id, newest first: a page is `limit` rows with ids below the cursor.
 * Queries fetch `limit + 1` rows so the extra one tells whether another page follows.
 */
export const beforeCursor = (id: AnyColumn, cursor: string | undefined) =>
  cursor === undefined ? undefined : lt(id, Number(cursor));

export function toPage<Row extends { id: number }>(rows: Row[], limit: number) {
  const data = rows.slice(0, limit);
  const last = data.at(-1);
  return { data, next_cursor: rows.length > limit && last ? String(last.id) : null };
}
