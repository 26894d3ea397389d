import { z } from 'zod';
import { toLatinDigits } from './digits.ts';
import { successEnvelope } from './envelope.ts';
import { pastAttemptSchema } from './exams.ts';
import { progressSummary } from './progress.ts';
import { idParam } from './validation.ts';

/**
 * Parents follow their children read-only (docs/decisions.md, "Parents"). A link is made
 * only by a parent entering a one-time code the student made: 8 characters from an
 * alphabet without look-alikes (no 0/O, 1/I/L), shown as two groups of four.
 */
export const LINK_CODE = {
  alphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
  length: 8,
  validHours: 24,
  /** A child may be followed by this many parents. */
  maxParents: 2,
} as const;

/**
 * A code as typed: spaces and hyphens dropped, letters upper-cased, Arabic-Indic digits
 * read as 0-9 (a phone's Arabic keyboard types them).
 */
export const normalizeLinkCode = (typed: string): string =>
  toLatinDigits(typed)
    .replace(/[\s\-‐-―_]/g, '')
    .toUpperCase();

/** `ABCD2345` → `ABCD-2345`, as the student's screen shows it. */
export const formatLinkCode = (code: string): string =>
  code.length === LINK_CODE.length ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

const CODE_PATTERN = new RegExp(`^[${LINK_CODE.alphabet}]{${LINK_CODE.length}}$`);

export const linkCodeField = z
  .string({ error: 'parents.code_required' })
  .max(64, 'parents.code_format')
  .transform(normalizeLinkCode)
  .pipe(
    z
      .string()
      .min(1, { error: 'parents.code_required', abort: true })
      .regex(CODE_PATTERN, 'parents.code_format'),
  );

/** POST /api/parent/children: a parent links a child with the child's code. */
export const linkChildSchema = z.object({ code: linkCodeField });
export type LinkChildInput = z.input<typeof linkChildSchema>;

/** POST /api/student/parent-link-code: the new code (shown once) and when it stops working. */
export const linkCodeSchema = z.object({ code: z.string(), expires_at: z.string() });
export type LinkCode = z.infer<typeof linkCodeSchema>;
export const linkCodeReply = successEnvelope(linkCodeSchema);

/** One side of a link as the other side sees it: a name and since when, nothing else. */
export const linkedPersonSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  linked_at: z.string(),
});
export type LinkedPerson = z.infer<typeof linkedPersonSchema>;
export const linkedPeopleReply = successEnvelope(z.array(linkedPersonSchema));

export const linkChildReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: linkedPersonSchema,
});

export const linkParams = z.object({ id: idParam });

/**
 * GET /api/parent/children/{id}: one linked child's progress and computer-based exam
 * attempts, read-only; no contact details, birthday or anything else of the account.
 */
export const childReportSchema = z.object({
  child: linkedPersonSchema,
  progress: progressSummary,
  attempts: z.array(pastAttemptSchema),
});
export type ChildReport = z.infer<typeof childReportSchema>;
export const childReportReply = successEnvelope(childReportSchema);
