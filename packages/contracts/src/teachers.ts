import { z } from 'zod';
import { TEACHER_FILE_TYPES, TEACHING_LEVELS } from './enums.ts';
import { personName } from './names.ts';
import { idCursor, idParam, pageLimit } from './validation.ts';

/**
 * The public side of teachers (docs/product.md §7 "Public data"): the directory, a teacher's page,
 * their uploads and the moderated reviews. Only public fields exist in these schemas, and
 * the response serializer drops every key a schema does not name, so private columns
 * (phone, e-mail, birthday, residence, password) cannot leak even if a query selects them.
 * File fields are URL paths under /storage.
 */

// ── Directory and teacher page ───────────────────────────────────────────────

export const publicTeacherSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The teacher's photo, or the default teacher image when they have none. */
  photo: z.string(),
  about_you: z.string().nullable(),
  age_group_taught: z.enum(TEACHING_LEVELS).nullable(),
  subject: z.string(),
});
export type PublicTeacher = z.infer<typeof publicTeacherSchema>;

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

/**
 * GET /api/teachers/filters: the dropdowns' options. Each list is faceted by the other
 * filters (subjects of the chosen section and name; names of the chosen section and subject),
 * so any option picked still leaves teachers to show.
 */
export const teacherFilterOptionsSchema = z.object({
  subjects: z.string().array(),
  /** The first FILTER_NAMES_MAX names, alphabetically; `names_truncated` says more exist. */
  names: z.string().array(),
  names_truncated: z.boolean(),
});
export type TeacherFilterOptions = z.infer<typeof teacherFilterOptionsSchema>;

export const teacherParams = z.object({ id: idParam });
export const teacherIdParams = z.object({ teacherId: idParam });

// ── A teacher's uploads ──────────────────────────────────────────────────────

export const teacherFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  file_path: z.string(),
  file_type: z.enum(TEACHER_FILE_TYPES),
  /** Bytes. */
  file_size: z.number().int(),
});
export type TeacherFile = z.infer<typeof teacherFileSchema>;

export const teacherPaperExamSchema = z.object({
  id: z.number().int(),
  lesson_name_ar: z.string(),
  lesson_name_en: z.string(),
  file_path: z.string(),
  file_size: z.number().int(),
});
export type TeacherPaperExam = z.infer<typeof teacherPaperExamSchema>;

export const teacherVideoSchema = z.object({
  id: z.number().int(),
  lesson_title: z.string(),
  thumbnail_path: z.string(),
  video_path: z.string(),
});
export type TeacherVideo = z.infer<typeof teacherVideoSchema>;

// ── Reviews ──────────────────────────────────────────────────────────────────

/** A published review; the reviewer's e-mail is never part of it. */
export const teacherReviewSchema = z.object({
  id: z.number().int(),
  teacher_id: z.number().int(),
  full_name: z.string(),
  comment: z.string(),
  /** Always `Allowed` here: a client written to the original shows only such rows. */
  permissions_to_publish: z.literal('Allowed'),
  /** ISO 8601. */
  created_at: z.string(),
});
export type TeacherReview = z.infer<typeof teacherReviewSchema>;

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
