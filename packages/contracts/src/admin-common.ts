import { z } from 'zod';
import { idCursor, pageLimit } from './validation.ts';

/** Paging and reply shapes every admin table shares. */

// ── Paging ───────────────────────────────────────────────────────────────────

export const adminPageQuery = z.object({
  limit: pageLimit,
  cursor: idCursor.optional(),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** `{ status, data: rows, next_cursor }`; next_cursor is null on the last page. */
export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal('success'),
    data: item.array(),
    next_cursor: z.string().nullable(),
  });
export type AdminPage<T> = { status: 'success'; data: T[]; next_cursor: string | null };

/** Replies of create and update: the confirmation for the toast and the row as now stored. */
export const adminSaved = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data: item });

/** A bilingual text an editor types: required, trimmed, bounded. */
export const adminText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, 'site.text_too_long');

export const isoTime = z.string();
