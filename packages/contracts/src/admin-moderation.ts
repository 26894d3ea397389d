import { z } from 'zod';
import { adminPageQuery, isoTime } from './admin-common.ts';
import { REVIEW_PERMISSIONS, SITE_ROLES, TEACHING_LEVELS } from './enums.ts';
import { idParam } from './validation.ts';

/** Moderation tables of the admin console: reviews, teachers' uploads, inbox, questions. */

const optionalTime = isoTime.nullable();
const flag = z.boolean({ error: 'validation.invalid' });

// ── Reviews ──────────────────────────────────────────────────────────────────

export const REVIEW_QUEUES = ['pending', 'published'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

export const adminReviewsQuery = adminPageQuery.extend({
  status: z.enum(REVIEW_QUEUES, { error: 'validation.invalid' }).default('pending'),
  teacher_id: idParam.optional(),
});

export const adminReviewSchema = z.object({
  id: z.number().int(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  comment: z.string(),
  permissions_to_publish: z.enum(REVIEW_PERMISSIONS),
  created_at: isoTime,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** Approve (`Allowed`) or withdraw (`not_Allowed`) a review. */
export const reviewDecisionSchema = z.object({
  permissions_to_publish: z.enum(REVIEW_PERMISSIONS, { error: 'validation.invalid' }),
});

// ── Teachers and their uploads ───────────────────────────────────────────────

export const adminTeachersQuery = adminPageQuery.extend({
  q: z.string().trim().max(100, 'validation.invalid').optional(),
});

export const adminTeacherRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  subject: z.string(),
  age_group_taught: z.enum(TEACHING_LEVELS),
  verified: z.boolean(),
  created_at: isoTime,
});
export type AdminTeacherRow = z.infer<typeof adminTeacherRowSchema>;

/** Everything a teacher's profile holds, public and private, but never the password. */
export const adminTeacherSchema = adminTeacherRowSchema.extend({
  photo: z.string().nullable(),
  about_you: z.string().nullable(),
  years_of_experience: z.number().int(),
  teaching_level: z.enum(TEACHING_LEVELS).nullable(),
  gender: z.string(),
  birthday: z.string().nullable(),
  residence: z.string().nullable(),
  hidden: z.boolean(),
});
export type AdminTeacher = z.infer<typeof adminTeacherSchema>;

export const TEACHER_UPLOAD_KINDS = ['files', 'videos', 'exams'] as const;
export type TeacherUploadKind = (typeof TEACHER_UPLOAD_KINDS)[number];

/** One upload of any kind: `title` is the file name, lesson title or exam lesson names. */
export const adminTeacherUploadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TEACHER_UPLOAD_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  file_path: z.string(),
  thumbnail_path: z.string().nullable(),
  hidden: z.boolean(),
  created_at: isoTime,
});
export type AdminTeacherUpload = z.infer<typeof adminTeacherUploadSchema>;

export const teacherUploadParams = z.object({
  kind: z.enum(TEACHER_UPLOAD_KINDS, { error: 'validation.invalid' }),
  id: idParam,
});
export const hiddenSchema = z.object({ hidden: flag });

// ── Inbox and students' questions ────────────────────────────────────────────

export const HANDLED_FILTERS = ['all', 'open', 'done'] as const;
export type HandledFilter = (typeof HANDLED_FILTERS)[number];
const handledFilter = z.enum(HANDLED_FILTERS, { error: 'validation.invalid' }).default('all');

export const adminInboxQuery = adminPageQuery.extend({ status: handledFilter });

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone_number: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string().nullable(),
  handled_at: optionalTime,
  created_at: isoTime,
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const handledSchema = z.object({ handled: flag });

export const adminQuestionsQuery = adminPageQuery.extend({
  status: handledFilter,
  grade_id: idParam.optional(),
  student_id: idParam.optional(),
});

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answered_at: optionalTime,
  created_at: isoTime,
  student: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  grade: z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() }).nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export const answeredSchema = z.object({ answered: flag });

// ── Phone numbers left for a person to settle ────────────────────────────────

/**
 * Accounts of one role whose numbers are one number written two ways (`0791234567` and
 * `+962791234567`), kept apart when stored numbers were brought to their international form.
 */
export const phoneConflictSchema = z.object({
  role: z.enum(SITE_ROLES),
  /** The number in its international form. */
  phone_number: z.string(),
  accounts: z.object({ id: z.number().int(), phone_number: z.string(), email: z.string() }).array(),
});
export type PhoneConflict = z.infer<typeof phoneConflictSchema>;
export const phoneConflictsReply = z.object({
  status: z.literal('success'),
  data: phoneConflictSchema.array(),
});
