import { z } from 'zod';
import { TEACHING_LEVELS } from './enums.ts';
import { personName } from './names.ts';
import { idCursor, idParam, pageLimit } from './validation.ts';

/**
 * The public side of teachers (docs/product.md §7 "Public data"): the directory's filters and
 * the review form. What the server answers (teachers, their uploads, reviews) is in
 * answers/teachers.ts.
 */

// ── Directory and teacher page (its answers are in answers/teachers.ts) ─────

/** Optional filters a blank value leaves out, as the web client's empty dropdowns send them. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.invalid')
    .optional()
    .transform((value) => value || undefined);

/** The three directory filters, shared by the list and by the dropdown options. */
export const teacherFiltersQuery = z.object({
  age_group_taught: z
    .union([z.literal(''), z.enum(TEACHING_LEVELS)], { error: 'teachers.invalid_age_group' })
    .optional()
    .transform((value) => value || undefined),
  subject: optionalText(100),
  /** A full name ("first last", any case), or a first name alone. */
  name: optionalText(200),
});
export type TeacherFilters = z.infer<typeof teacherFiltersQuery>;

/** GET /api/teachers: the filters plus `limit` (default 24, at most 100) and `cursor`. */
export const teachersQuery = teacherFiltersQuery.extend({
  limit: pageLimit,
  cursor: idCursor.optional(),
});
export type TeachersQuery = z.infer<typeof teachersQuery>;

export const teacherParams = z.object({ id: idParam });
export const teacherIdParams = z.object({ teacherId: idParam });

// ── Reviews ──────────────────────────────────────────────────────────────────

/** GET /api/teacher-evaluations: newest first, optionally of one teacher. */
export const teacherReviewsQuery = z.object({
  teacher_id: idParam.optional(),
  limit: pageLimit,
  cursor: idCursor.optional(),
});
export type TeacherReviewsQuery = z.infer<typeof teacherReviewsQuery>;

export const REVIEW_LIMITS = { fullName: 100, email: 254, comment: 2000 } as const;
/** Posting reviews per IP address, against floods (a school shares one address). */
export const REVIEW_RATE_LIMIT = { max: 5, windowMinutes: 10 } as const;

const REVIEW_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const reviewText = ({
  required,
  tooLong,
  max,
}: {
  required: string;
  tooLong: string;
  max: number;
}) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);

/**
 * POST /api/teacher-evaluations (docs/product.md §7). Name, e-mail and comment are required on both
 * sides (docs/decisions.md §6); `permissions_to_publish` is accepted and ignored: the server always
 * stores `not_Allowed`, only an admin publishes.
 */
export const createReviewSchema = z.object({
  teacher_id: idParam,
  full_name: personName({
    required: 'teachers.review_name_required',
    tooShort: 'validation.full_name_min',
    invalid: 'validation.full_name_invalid',
    tooLong: 'teachers.review_name_too_long',
    maxLength: REVIEW_LIMITS.fullName,
  }),
  email: reviewText({
    required: 'auth.email_required',
    tooLong: 'auth.email_invalid',
    max: REVIEW_LIMITS.email,
  }).regex(REVIEW_EMAIL_PATTERN, 'auth.email_invalid'),
  comment: reviewText({
    required: 'teachers.review_comment_required',
    tooLong: 'teachers.review_comment_too_long',
    max: REVIEW_LIMITS.comment,
  }),
  permissions_to_publish: z.unknown().optional(),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReview = z.output<typeof createReviewSchema>;

/** The message keys a review form reports as "fill in every field". */
export const REVIEW_REQUIRED_KEYS: readonly string[] = [
  'teachers.review_name_required',
  'auth.email_required',
  'teachers.review_comment_required',
];
