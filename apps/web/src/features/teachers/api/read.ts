import { ApiError } from '@/shared/lib/api-client.ts';

/** Defensive readers for response rows: a malformed row is dropped, never rendered half. */
export type Row = Record<string, unknown>;

export const asRow = (value: unknown): Row | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : null;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const unexpected = () =>
  new ApiError({ status: 200, message: '', code: 'unexpected_response' });

/** The rows of a list response that `parse` accepts. */
export function parseList<T>(data: unknown, parse: (row: Row) => T | null): T[] {
  if (!Array.isArray(data)) throw unexpected();
  return data.flatMap((raw) => {
    const row = asRow(raw);
    const item = row ? parse(row) : null;
    return item ? [item] : [];
  });
}

/** One page of a `{ status, data, next_cursor }` list. */
export type ListPage<T> = { items: T[]; nextCursor: string | null };

export function parsePage<T>(body: unknown, parse: (row: Row) => T | null): ListPage<T> {
  const envelope = asRow(body);
  if (envelope?.status !== 'success') throw unexpected();
  const cursor = envelope.next_cursor;
  return {
    items: parseList(envelope.data, parse),
    nextCursor: typeof cursor === 'string' && cursor !== '' ? cursor : null,
  };
}
