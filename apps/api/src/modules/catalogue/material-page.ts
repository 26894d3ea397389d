import type { Semester } from '@madrasa/contracts';
import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Keyset paging of the material lists. A list is ordered by subject, semester, then its own
 * keys (a lesson's sort order and id, a PDF's id); the cursor is the last row's sort key
 * joined by "_", so a page starts right after it whatever filters are given, and a row
 * deleted meanwhile neither shifts nor repeats the next page.
 */
export type MaterialKey = { subject_id: number; semester: Semester; keys: number[] };

export const cursorOf = ({ subject_id, semester, keys }: MaterialKey): string =>
  [subject_id, semester, ...keys].join('_');

/** Reads a cursor the query schema has already checked (LESSON_ or PDF_MATERIAL_CURSOR_PATTERN). */
export function readCursor(cursor: string): MaterialKey {
  const [subject, semester, ...keys] = cursor.split('_');
  return {
    subject_id: Number(subject),
    semester: semester as Semester,
    keys: keys.map(Number),
  };
}

/**
 * The rows after a cursor: one row comparison on the columns of the list's order, which
 * the list's index (<table>_subject_semester_idx, in that order) serves as a range.
 */
export function afterCursor(
  columns: { subject_id: Column; semester: Column; keys: Column[] },
  cursor: string,
): SQL {
  const key = readCursor(cursor);
  const left = [columns.subject_id, columns.semester, ...columns.keys];
  const right = [
    sql`${key.subject_id}::int`,
    sql`${key.semester}::semester`,
    ...key.keys.map((value) => sql`${value}::int`),
  ];
  return sql`(${sql.join(left, sql`, `)}) > (${sql.join(right, sql`, `)})`;
}

/**
 * One page out of `limit + 1` rows read: the extra row only tells that another page
 * follows, and `next_cursor` is then the last shown row's position (null on the last page).
 */
export function toPage<Row, Item>(
  rows: Row[],
  {
    limit,
    keyOf,
    present,
  }: {
    limit: number;
    keyOf: (row: Row) => MaterialKey;
    present: (row: Row) => Item;
  },
): { data: Item[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(present),
    next_cursor: rows.length > limit && last !== undefined ? cursorOf(keyOf(last)) : null,
  };
}
