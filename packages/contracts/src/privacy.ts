import { z } from 'zod';
import { PROGRESS_ITEM_KINDS, SEMESTERS } from './enums.ts';
import { successEnvelope } from './envelope.ts';
import { NOTIFICATION_KINDS } from './notifications.ts';
import { CARD_SCOPES } from './premium.ts';
import { progressSummary } from './progress.ts';

/**
 * A student's data and its deletion (docs/decisions.md, "Privacy"): the export everything
 * held about a student, the deletion request with its grace period, and teachers' numbers
 * on their uploads.
 */

/** Days between a deletion request and the erasure; logging in meanwhile cancels it. */
export const DELETION_GRACE_DAYS = 7;

/** Asking to delete an account needs the account's password again (or the parent's own). */
export const accountDeletionSchema = z.object({
  password: z
    .string({ error: 'privacy.password_required' })
    .min(1, 'privacy.password_required')
    .max(128, 'privacy.password_wrong'),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

export const accountDeletionReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ deletion_requested_at: z.string(), erase_after: z.string() }),
});

const bilingualName = { name_ar: z.string(), name_en: z.string() };
const time = z.string();
const optionalTime = z.string().nullable();

export const exportedStudentSchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  gender: z.string(),
  age_group: z.string(),
  school_type: z.string(),
  residence: z.string(),
  birthday: z.string().nullable(),
  grade: z.object({ id: z.number(), ...bilingualName }).nullable(),
  about_you: z.string().nullable(),
  photo: z.string().nullable(),
  verified_at: optionalTime,
  created_at: time,
  deletion_requested_at: optionalTime,
});

export const exportedProgressSchema = z.object({
  item_kind: z.enum(PROGRESS_ITEM_KINDS),
  item_id: z.number(),
  /** Null when the item was removed since; the row is still the student's. */
  name_ar: z.string().nullable(),
  name_en: z.string().nullable(),
  subject_id: z.number().nullable(),
  semester: z.enum(SEMESTERS).nullable(),
  position_seconds: z.number(),
  duration_seconds: z.number().nullable(),
  completed_at: optionalTime,
  first_seen_at: time,
  updated_at: time,
  /** When the student was at `position_seconds` (a save made offline says so). */
  position_at: time,
});

export const exportedAnswerSchema = z.object({
  position: z.number(),
  question_id: z.number(),
  stem_ar: z.string(),
  stem_en: z.string(),
  answer: z
    .union([z.object({ options: z.array(z.number()) }), z.object({ value: z.number() })])
    .nullable(),
  /** Only once the attempt is submitted: a running attempt's marks are not given away. */
  correct: z.boolean().nullable(),
  answered_at: optionalTime,
});

export const exportedAttemptSchema = z.object({
  id: z.number(),
  exam_id: z.number(),
  exam_title_ar: z.string(),
  exam_title_en: z.string(),
  mode: z.string(),
  started_at: time,
  deadline_at: time,
  submitted_at: optionalTime,
  marks_obtained: z.number().nullable(),
  marks_total: z.number().nullable(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  answers: exportedAnswerSchema.array(),
});

export const studentDataExportSchema = z.object({
  generated_at: time,
  student: exportedStudentSchema,
  /** The Progress tab's figures per subject and semester, as the student sees them. */
  progress_summary: progressSummary,
  progress: exportedProgressSchema.array(),
  study_time: z.object({ day: z.string(), seconds: z.number() }).array(),
  exam_attempts: exportedAttemptSchema.array(),
  questions: z
    .object({ id: z.number(), question: z.string(), answered_at: optionalTime, created_at: time })
    .array(),
  parents: z.object({ first_name: z.string(), last_name: z.string(), linked_at: time }).array(),
  reviews: z
    .object({
      id: z.number(),
      teacher_id: z.number(),
      teacher_name: z.string(),
      full_name: z.string(),
      email: z.string(),
      comment: z.string(),
      permissions_to_publish: z.string(),
      created_at: time,
    })
    .array(),
  sessions: z.object({ created_at: time, expires_at: time }).array(),
  /** The student's own bell; a parent's lines about the student are the parent's. */
  notifications: z
    .object({
      id: z.number(),
      kind: z.enum(NOTIFICATION_KINDS),
      assignment_id: z.number().nullable(),
      attempt_id: z.number().nullable(),
      created_at: time,
      read_at: optionalTime,
      digested_at: optionalTime,
    })
    .array(),
  /** The classes the student is in (archived ones too), with their teacher's name. */
  classes: z
    .object({
      id: z.number(),
      name: z.string(),
      teacher: z.string(),
      joined_at: time,
      archived_at: optionalTime,
    })
    .array(),
  /** The student's own messages in class chat rooms; a deleted one has no text left. */
  chat_messages: z
    .object({
      id: z.number(),
      class_id: z.number(),
      class_name: z.string(),
      body: z.string().nullable(),
      created_at: time,
      deleted_at: optionalTime,
    })
    .array(),
  /** What the student unlocked (ended access too), named in both languages. */
  entitlements: z
    .object({
      id: z.number(),
      scope: z.enum(CARD_SCOPES),
      title_ar: z.string(),
      title_en: z.string(),
      starts_at: time,
      ends_at: time,
      source: z.string(),
    })
    .array(),
  /** The activation cards spent for the student: which card of which batch, never its code. */
  activation_cards: z
    .object({
      batch_id: z.number(),
      serial: z.number(),
      activated_at: optionalTime,
      by_parent: z.boolean(),
    })
    .array(),
});
export type StudentDataExport = z.infer<typeof studentDataExportSchema>;
export const studentDataExportReply = successEnvelope(studentDataExportSchema);

// ── Teachers' numbers ────────────────────────────────────────────────────────

/** Distinct students who opened (or watched) an upload, and for videos who finished it. */
const uploadCounts = z.object({ id: z.number(), students: z.number(), finished: z.number() });

/** GET /api/teacher/upload-stats: numbers only, never a student's name. */
export const teacherUploadStatsSchema = z.object({
  files: uploadCounts.array(),
  videos: uploadCounts.array(),
  exams: uploadCounts.array(),
  computer_exams: z
    .object({ id: z.number(), attempts: z.number(), average_percent: z.number().nullable() })
    .array(),
});
export type TeacherUploadStats = z.infer<typeof teacherUploadStatsSchema>;
export const teacherUploadStatsReply = successEnvelope(teacherUploadStatsSchema);
