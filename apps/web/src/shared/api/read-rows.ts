import { ApiError } from '@/shared/lib/api-client.ts';

/**
 * Readers for answers on pages that must not load zod (the home page, the teachers
 * directory): each field is checked by hand, and a malformed row is dropped, never rendered
 * half. Pages that load zod anyway read through the contracts' schemas (get-data.ts).
 */
export type Row = Record<string, unknown>;

export const asRow = (value: unknown): Row | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : null;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const unexpected = () =>
  new ApiError({ status: 200, message: '', code: 'unexpected_response' });

/** The rows of a `{ status, data: [...] }` body (or of a bare array), each read by `read`. */
export function listOf<T>(body: unknown, read: (row: Row) => T | null): T[] {
  const data = Array.isArray(body) ? body : asRow(body)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const row = asRow(item);
    const value = row ? read(row) : null;
    return value === null ? [] : [value];
  });
}

/** The rows of a list's `data` that `parse` accepts; anything but a list is a failed call. */
export function parseList<T>(data: unknown, parse: (row: Row) => T | null): T[] {
  if (!Array.isArray(data)) throw unexpected();
  return listOf(data, parse);
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
