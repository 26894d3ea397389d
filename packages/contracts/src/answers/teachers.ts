import * as z from 'zod/mini';
import { TEACHER_FILE_TYPES, TEACHING_LEVELS } from '../enums.ts';
import { videoStreamSchema } from '../video.ts';
import { premiumMark } from './premium.ts';

/**
 * The public side of teachers (docs/product.md §7 "Public data"), in zod/mini like every answer
 * (see envelope.ts). Only public fields exist in these schemas, and the response serializer
 * drops every key a schema does not name, so private columns (phone, e-mail, birthday,
 * residence, password) cannot leak even if a query selects them. File fields are URL paths
 * under /storage.
 */

export const publicTeacherSchema = z.object({
  id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The teacher's photo, or the default teacher image when they have none. */
  photo: z.string(),
  about_you: z.nullable(z.string()),
  age_group_taught: z.nullable(z.enum(TEACHING_LEVELS)),
  subject: z.string(),
});
export type PublicTeacher = z.infer<typeof publicTeacherSchema>;

/**
 * GET /api/teachers/filters: the dropdowns' options. Each list is faceted by the other
 * filters (subjects of the chosen section and name; names of the chosen section and subject),
 * so any option picked still leaves teachers to show.
 */
export const teacherFilterOptionsSchema = z.object({
  subjects: z.array(z.string()),
  /** The first FILTER_NAMES_MAX names, alphabetically; `names_truncated` says more exist. */
  names: z.array(z.string()),
  names_truncated: z.boolean(),
});
export type TeacherFilterOptions = z.infer<typeof teacherFilterOptionsSchema>;

// ── A teacher's uploads ──────────────────────────────────────────────────────

export const teacherFileSchema = z.object({
  id: z.int(),
  file_name: z.string(),
  file_path: z.string(),
  file_type: z.enum(TEACHER_FILE_TYPES),
  /** Bytes. */
  file_size: z.int(),
  premium: premiumMark,
});
export type TeacherFile = z.infer<typeof teacherFileSchema>;

export const teacherPaperExamSchema = z.object({
  id: z.int(),
  lesson_name_ar: z.string(),
  lesson_name_en: z.string(),
  file_path: z.string(),
  file_size: z.int(),
  premium: premiumMark,
});
export type TeacherPaperExam = z.infer<typeof teacherPaperExamSchema>;

export const teacherVideoSchema = z.object({
  id: z.int(),
  lesson_title: z.string(),
  thumbnail_path: z.string(),
  video_path: z.string(),
  stream: videoStreamSchema,
  premium: premiumMark,
});
export type TeacherVideo = z.infer<typeof teacherVideoSchema>;

// ── Reviews ──────────────────────────────────────────────────────────────────

/** A published review; the reviewer's e-mail is never part of it. */
export const teacherReviewSchema = z.object({
  id: z.int(),
  teacher_id: z.int(),
  full_name: z.string(),
  comment: z.string(),
  /** Always `Allowed` here: a client written to the original shows only such rows. */
  permissions_to_publish: z.literal('Allowed'),
  /** ISO 8601. */
  created_at: z.string(),
});
export type TeacherReview = z.infer<typeof teacherReviewSchema>;
