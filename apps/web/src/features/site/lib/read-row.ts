/** Helpers to read API rows defensively: a missing or odd field never breaks a page. */
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
