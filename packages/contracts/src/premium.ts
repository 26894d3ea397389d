import { z } from 'zod';
import { ASSIGNMENT_KINDS, SCHOOL_TIME_ZONE } from './classes.ts';
import { toLatinDigits } from './digits.ts';
import { SEMESTERS } from './enums.ts';
import { pagedEnvelope, successEnvelope } from './envelope.ts';
import { idCursor, idParam } from './validation.ts';
import { videoStreamSchema } from './video.ts';

/**
 * Premium courses and course activation cards (docs/decisions.md "Premium courses"). By
 * default nothing is premium. An editor marks a course premium; students (or their parents)
 * unlock it with a prepaid card bought at a bookshop. What a card gives is an entitlement,
 * kept apart from how it was obtained, so an online payment can later give the same.
 */

// ── Card codes ───────────────────────────────────────────────────────────────

/**
 * A card code: 15 characters drawn from an alphabet without look-alikes (no 0/O, 1/I/L)
 * and a check character (Luhn mod 31), printed as four groups of four: `K7M2-QXH4-9BTD-R3WA`.
 * The check character catches any single mistyped character and any swap of two neighbours
 * before the request leaves the phone.
 */
export const CARD_CODE = {
  alphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
  length: 16,
  group: 4,
} as const;

const ALPHABET = CARD_CODE.alphabet;

/** The check character of a code's first 15 characters (Luhn mod N, N = the alphabet's size). */
export function cardCheckCharacter(body: string): string {
  const n = ALPHABET.length;
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    let addend = factor * ALPHABET.indexOf(body[i] ?? '');
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / n) + (addend % n);
    sum += addend;
  }
  return ALPHABET[(n - (sum % n)) % n] ?? '';
}

/** A QR code opens `/activate?code=…`; the activation page reads it from the address. */
export const ACTIVATE_PATH = '/activate';
export const activateLink = (origin: string, code: string) =>
  `${origin}${ACTIVATE_PATH}?code=${formatCardCode(code)}`;

/**
 * A code as typed or scanned: the whole `/activate?code=…` link read for its code; spaces and
 * dashes dropped; lower case raised; Arabic-Indic digits read as 0-9.
 */
export function normalizeCardCode(typed: string): string {
  const fromLink = /[?&]code=([^&#]*)/.exec(typed);
  const raw = fromLink ? decodeURIComponent(fromLink[1] ?? '') : typed;
  return toLatinDigits(raw)
    .replace(/[\s\-‐-―_.]/g, '')
    .toUpperCase();
}

/** Why a normalized code cannot be a card's, before asking the server; null when it may be. */
export function cardCodeProblem(
  code: string,
): 'cards.code_required' | 'cards.code_format' | 'cards.code_mistyped' | null {
  if (code.length === 0) return 'cards.code_required';
  if (code.length !== CARD_CODE.length || [...code].some((c) => !ALPHABET.includes(c))) {
    return 'cards.code_format';
  }
  const body = code.slice(0, -1);
  return cardCheckCharacter(body) === code.at(-1) ? null : 'cards.code_mistyped';
}

/** `K7M2QXH49BTDR3WA` → `K7M2-QXH4-9BTD-R3WA`. */
export const formatCardCode = (code: string): string =>
  code.length === CARD_CODE.length ? (code.match(/.{4}/g) ?? [code]).join('-') : code;

export const cardCodeField = z
  .string({ error: 'cards.code_required' })
  .max(200, 'cards.code_format')
  .transform(normalizeCardCode)
  .superRefine((code, context) => {
    const problem = cardCodeProblem(code);
    if (problem) context.addIssue({ code: 'custom', message: problem, abort: true });
  });

// ── Premium courses ──────────────────────────────────────────────────────────

/** What may be premium, and a preview: the items a course serves. */
export const PREMIUM_ITEM_KINDS = ASSIGNMENT_KINDS;
export type PremiumItemKind = (typeof PREMIUM_ITEM_KINDS)[number];

/**
 * A course an editor can mark premium: one subject in one semester (its lessons, PDFs and
 * computer-based exams), or one teacher's course (their videos, files, paper and
 * computer-based exams).
 */
export const premiumCourseTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('subject'),
      subject_id: idParam,
      semester: z.enum(SEMESTERS, { error: 'validation.invalid_semester' }),
    }),
    z.object({ kind: z.literal('teacher'), teacher_id: idParam }),
  ],
  { error: 'premium.invalid_course' },
);
export type PremiumCourseTarget = z.input<typeof premiumCourseTargetSchema>;

/** A premium course as lists name it. */
export const premiumCourseRefSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['subject', 'teacher']),
  title_ar: z.string(),
  title_en: z.string(),
  /** A subject course: its subject, semester and grade; null for a teacher's course. */
  subject_id: z.number().int().nullable(),
  semester: z.enum(SEMESTERS).nullable(),
  grade_id: z.number().int().nullable(),
  teacher_id: z.number().int().nullable(),
});
export type PremiumCourseRef = z.infer<typeof premiumCourseRefSchema>;

export const premiumItemRefSchema = z.object({
  kind: z.enum(PREMIUM_ITEM_KINDS),
  id: z.number().int(),
});
export type PremiumItemRef = z.infer<typeof premiumItemRefSchema>;

/** GET /api/admin/premium/courses: each premium course with its previews and what uses it. */
export const adminPremiumCourseSchema = premiumCourseRefSchema.extend({
  /** The items the editor picked as free previews; empty: the first lesson (or video) is. */
  previews: z.array(premiumItemRefSchema),
  /** Students who can open it today. */
  active_entitlements: z.number().int(),
  card_batches: z.number().int(),
  created_at: z.string(),
});
export type AdminPremiumCourse = z.infer<typeof adminPremiumCourseSchema>;
export const adminPremiumCoursesReply = successEnvelope(z.array(adminPremiumCourseSchema));
export const adminPremiumCourseReply = successEnvelope(adminPremiumCourseSchema);
/** POST /api/admin/premium/courses (201) and PUT …/{id}/previews: the course as saved. */
export const premiumCourseSavedReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: adminPremiumCourseSchema,
});

/** GET /api/admin/premium/courses/{id}/items: what the course serves, to pick previews from. */
export const premiumCourseItemSchema = premiumItemRefSchema.extend({
  title_ar: z.string(),
  title_en: z.string(),
  preview: z.boolean(),
});
export type PremiumCourseItem = z.infer<typeof premiumCourseItemSchema>;
export const premiumCourseItemsReply = successEnvelope(z.array(premiumCourseItemSchema));

/** PUT /api/admin/premium/courses/{id}/previews: the free previews (at most 20). */
export const premiumPreviewsSchema = z.object({
  items: z.array(premiumItemRefSchema).max(20, 'premium.too_many_previews'),
});
export type PremiumPreviewsInput = z.input<typeof premiumPreviewsSchema>;

// ── Opening a premium item ───────────────────────────────────────────────────

/**
 * GET /api/premium/open?kind=lesson&id=5: the item's file paths for this caller, signed and
 * short-lived when the item is premium (docs/decisions.md "Premium courses"). 401 for a
 * visitor and 403 `premium.locked` without an entitlement, for a premium item.
 * - a video: `video` (the original's path) and `stream` as the catalogue gives it, signed;
 * - a PDF: `file`.
 */
export const premiumOpenQuery = z.object({
  kind: z.enum(PREMIUM_ITEM_KINDS, { error: 'premium.invalid_item' }),
  id: idParam,
});
export type PremiumOpenQuery = z.input<typeof premiumOpenQuery>;

/** What GET /api/premium/open answers: the paths that kind of item has, the others null. */
export const premiumOpenSchema = z.object({
  video: z.string().nullable(),
  stream: z.nullable(videoStreamSchema),
  file: z.string().nullable(),
});
export type PremiumOpen = z.infer<typeof premiumOpenSchema>;
export const premiumOpenReply = successEnvelope(premiumOpenSchema);

// ── Cards ────────────────────────────────────────────────────────────────────

export const CARD_LIMITS = {
  /** Cards in one batch: a printing house's run. */
  batch: 5000,
  /** Days of access a card gives. */
  maxDays: 730,
  distributorLength: 120,
  /** The printed price, in fils (1 JOD = 1,000 fils); 0: free cards (a school's gift). */
  maxPriceFils: 1_000_000,
} as const;

/** What a card unlocks: one premium course, every premium course of a grade, or everything. */
export const CARD_SCOPES = ['course', 'grade', 'all'] as const;
export type CardScope = (typeof CARD_SCOPES)[number];

const wholeNumber = (min: number, max: number, error: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? Number(toLatinDigits(value).trim()) : value),
    z.number({ error }).int(error).min(min, error).max(max, error),
  );

/**
 * POST /api/admin/cards/batches. `valid_until`: the last day a card of the batch can be
 * activated (a date, Amman time); the access it gives then runs `days` from activation.
 */
export const createCardBatchSchema = z
  .object({
    scope: z.enum(CARD_SCOPES, { error: 'cards.invalid_scope' }),
    course_id: idParam.optional(),
    grade_id: idParam.optional(),
    days: wholeNumber(1, CARD_LIMITS.maxDays, 'cards.invalid_days'),
    count: wholeNumber(1, CARD_LIMITS.batch, 'cards.invalid_count'),
    distributor: z
      .string({ error: 'cards.distributor_required' })
      .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
      .pipe(
        z
          .string()
          .min(1, 'cards.distributor_required')
          .max(CARD_LIMITS.distributorLength, 'cards.distributor_too_long'),
      ),
    price_fils: wholeNumber(0, CARD_LIMITS.maxPriceFils, 'cards.invalid_price'),
    valid_until: z.iso.date({ error: 'cards.invalid_valid_until' }),
  })
  .refine((body) => body.scope !== 'course' || body.course_id !== undefined, {
    path: ['course_id'],
    error: 'cards.course_required',
  })
  .refine((body) => body.scope !== 'grade' || body.grade_id !== undefined, {
    path: ['grade_id'],
    error: 'cards.grade_required',
  });
export type CreateCardBatchInput = z.input<typeof createCardBatchSchema>;

export const cardBatchSchema = z.object({
  id: z.number().int(),
  scope: z.enum(CARD_SCOPES),
  /** scope `course`: the course; `grade`: the grade (names in both languages). */
  course: premiumCourseRefSchema.nullable(),
  grade: z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() }).nullable(),
  days: z.number().int(),
  distributor: z.string(),
  price_fils: z.number().int(),
  valid_until: z.string(),
  cards: z.number().int(),
  activated: z.number().int(),
  voided: z.number().int(),
  created_at: z.string(),
  voided_at: z.string().nullable(),
});
export type CardBatch = z.infer<typeof cardBatchSchema>;
export const cardBatchReply = successEnvelope(cardBatchSchema);
/** Replies of a create (201) and a void: the confirmation for the toast and the batch as now. */
export const cardBatchSavedReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: cardBatchSchema,
});
export const cardBatchesReply = pagedEnvelope(cardBatchSchema);

export const CARD_STATES = ['unused', 'activated', 'voided', 'expired'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** One card of a batch, as the console lists it: never its code (stored only as a hash). */
export const cardSchema = z.object({
  id: z.number().int(),
  /** Its number in the batch, printed on the card (1 … count). */
  serial: z.number().int(),
  state: z.enum(CARD_STATES),
  activated_at: z.string().nullable(),
  /** Who it unlocked for: the student's name, shown only to editors. */
  student_name: z.string().nullable(),
  voided_at: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardsReply = pagedEnvelope(cardSchema);
/** POST /api/admin/cards/{id}/void: the confirmation and the card as now. */
export const cardSavedReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: cardSchema,
});

export const CARD_AUDIT_ACTIONS = [
  'batch_created',
  'batch_exported_pdf',
  'batch_exported_csv',
  'batch_voided',
  'card_voided',
  'card_redeemed',
] as const;
export type CardAuditAction = (typeof CARD_AUDIT_ACTIONS)[number];

/** GET /api/admin/cards/audit: who did what, newest first. */
export const cardAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(CARD_AUDIT_ACTIONS),
  /** The editor, student or parent who did it; null once their account is deleted. */
  actor: z
    .object({
      role: z.enum(['admin', 'student', 'parent']),
      id: z.number().int(),
      name: z.string(),
    })
    .nullable(),
  batch_id: z.number().int(),
  card_serial: z.number().int().nullable(),
});
export type CardAuditEntry = z.infer<typeof cardAuditEntrySchema>;
export const cardAuditReply = pagedEnvelope(cardAuditEntrySchema);
/** Audit lines in one page. */
export const CARD_AUDIT_PAGE = 50;
export const cardAuditQuery = z.object({
  batch_id: idParam.optional(),
  // Within an int's range, so a cursor past the largest id is a 422 and not a database error.
  cursor: idCursor.optional(),
});

/** GET /api/admin/cards/distributors: per distributor, what was printed and activated. */
export const distributorReportSchema = z.object({
  distributor: z.string(),
  batches: z.number().int(),
  cards: z.number().int(),
  activated: z.number().int(),
  voided: z.number().int(),
  /** Printed price × activated cards, in fils. */
  activated_value_fils: z.number().int(),
});
export type DistributorReport = z.infer<typeof distributorReportSchema>;
export const distributorReportReply = successEnvelope(z.array(distributorReportSchema));

// ── Redeeming, and what is unlocked ──────────────────────────────────────────

/**
 * POST /api/activations: a student for themselves, or a parent for a linked child
 * (`student_id`). Errors, each its own message: `cards.unknown` (404), `cards.used`,
 * `cards.voided`, `cards.expired` (409), `cards.not_linked` (403), throttled (429).
 */
export const redeemCardSchema = z.object({
  code: cardCodeField,
  student_id: idParam.optional(),
});
export type RedeemCardInput = z.input<typeof redeemCardSchema>;

/** One thing an account can open, and until when. `source` says how it was obtained. */
export const entitlementSchema = z.object({
  id: z.number().int(),
  scope: z.enum(CARD_SCOPES),
  course: premiumCourseRefSchema.nullable(),
  grade: z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() }).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  source: z.enum(['card']),
});
export type Entitlement = z.infer<typeof entitlementSchema>;

export const redeemCardReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: entitlementSchema,
});

/**
 * GET /api/me/courses (a student) and GET /api/parent/children/{id}/courses: the
 * entitlements that have not ended, soonest end first.
 */
export const myCoursesReply = successEnvelope(z.array(entitlementSchema));

const DAY_FORMAT = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SCHOOL_TIME_ZONE,
} as const satisfies Intl.DateTimeFormatOptions;
const dayFormats = {
  ar: new Intl.DateTimeFormat('ar-JO-u-nu-latn', DAY_FORMAT),
  en: new Intl.DateTimeFormat('en-GB', DAY_FORMAT),
};

/**
 * A day in Amman time in the reader's language, `31 December 2026`: a card's last day of
 * activation, the end of an access.
 */
export const formatSchoolDate = (language: 'ar' | 'en', iso: string) =>
  dayFormats[language].format(new Date(iso));

/** Days before an entitlement ends that its e-mail reminder goes out. */
export const ENTITLEMENT_REMINDER_DAYS = 7;

/** Whether an entitlement list opens an item with this premium mark. */
export function entitlementsOpen(
  entitlements: readonly Pick<Entitlement, 'scope' | 'course' | 'grade' | 'ends_at'>[],
  mark: { course_id: number; grade_id: number | null; preview: boolean } | null,
  now = Date.now(),
): boolean {
  if (!mark || mark.preview) return true;
  return entitlements.some(
    (entitlement) =>
      Date.parse(entitlement.ends_at) > now &&
      (entitlement.scope === 'all' ||
        (entitlement.scope === 'grade' && entitlement.grade?.id === mark.grade_id) ||
        (entitlement.scope === 'course' && entitlement.course?.id === mark.course_id)),
  );
}
