import { z } from 'zod';
import * as zm from 'zod/mini';
import { idCursor, pageLimit } from './validation.ts';

/** Paging and reply shapes every admin table shares. */

// ── Paging ───────────────────────────────────────────────────────────────────

export const adminPageQuery = z.object({
  limit: pageLimit,
  cursor: idCursor.optional(),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** A page of an admin table is `pagedEnvelope(row)` (envelope.ts), as every list. */
export type AdminPage<T> = { status: 'success'; data: T[]; next_cursor: string | null };

/** Replies of create and update: the confirmation for the toast and the row as now stored. */
export const adminSaved = <T extends zm.core.$ZodType>(item: T) =>
  zm.object({ status: zm.literal('success'), message: zm.string(), data: item });

/** A bilingual text an editor types: required, trimmed, bounded. */
export const adminText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, 'site.text_too_long');

export const isoTime = z.string();
