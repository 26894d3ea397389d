import { z } from 'zod';
import {
  teacherFileSchema,
  teacherPaperExamSchema,
  teacherVideoSchema,
} from './answers/teachers.ts';
import { studentRegisterSchema } from './auth.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { latinDigits } from './digits.ts';
import {
  GENDERS,
  SCHOOL_TYPES,
  STUDENT_AGE_GROUPS,
  TEACHER_FILE_TYPES,
  TEACHING_LEVELS,
} from './enums.ts';
import { residenceField } from './residence.ts';
import { filled } from './validation.ts';

/**
 * Profiles and teachers' own uploads (docs/product.md §7 "Profiles", "Uploads"; bearer calls). Every
 * message is a catalogue key (messages/profiles.ts). Optional update fields follow one
 * rule: a field left out, or sent blank, keeps its stored value, except `about_you` and
 * `birthday`, which a blank clears.
 */

// ── Profiles ─────────────────────────────────────────────────────────────────

export const studentProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  residence: z.string(),
  gender: z.enum(GENDERS),
  /** YYYY-MM-DD. */
  birthday: z.string().nullable(),
  /** The grade's id. */
  grade: z.number().int().nullable(),
  about_you: z.string().nullable(),
  /** A /storage/… path. */
  photo: z.string().nullable(),
  age_group: z.enum(STUDENT_AGE_GROUPS),
  school_type: z.enum(SCHOOL_TYPES),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const teacherProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  gender: z.enum(GENDERS),
  birthday: z.string().nullable(),
  teaching_level: z.enum(TEACHING_LEVELS).nullable(),
  about_you: z.string().nullable(),
  /** A /storage/… path: the teacher's photo or the default teacher image. */
  photo: z.string(),
  age_group_taught: z.enum(TEACHING_LEVELS),
  years_of_experience: z.number().int(),
  subject: z.string(),
  residence: z.string().nullable(),
});
export type TeacherProfile = z.infer<typeof teacherProfileSchema>;

const reply = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data });
const envelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

export const studentProfileReply = envelope(z.object({ student: studentProfileSchema }));
export const teacherProfileReply = envelope(z.object({ teacher: teacherProfileSchema }));
/** Replies of the updates: the message and the saved profile. */
export const studentProfileUpdateReply = reply(z.object({ student: studentProfileSchema }));
export const teacherProfileUpdateReply = reply(z.object({ teacher: teacherProfileSchema }));

// ── Profile updates ──────────────────────────────────────────────────────────

/** Blank text counts as not sent. */
const blankless = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankless, schema.optional());

const gradeId = z.preprocess(
  latinDigits,
  z.coerce
    .number({ error: 'profiles.grade_invalid' })
    .int('profiles.grade_invalid')
    .positive('profiles.grade_invalid')
    .max(2_147_483_647, 'profiles.grade_invalid'),
);
const teachingLevel = z.enum(TEACHING_LEVELS, { error: 'profiles.teaching_level_invalid' });

/** Nobody anywhere is refused their own "today": the check uses the earliest time zone's date. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
export const isNotAfterToday = (date: string) => date <= latestToday();

/** YYYY-MM-DD, not after today; blank clears it (null). */
const birthday = z.preprocess(
  (value) => (value === null ? '' : typeof value === 'string' ? value.trim() : value),
  z
    .union([
      z.literal('').transform(() => null),
      z.iso
        .date({ error: 'profiles.birthday_invalid' })
        .refine((date) => date >= '1900-01-01', 'profiles.birthday_invalid')
        .refine(isNotAfterToday, 'profiles.birthday_future'),
    ])
    .optional(),
);
const aboutYou = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(1000, 'profiles.about_too_long')
    .transform((text) => text || null)
    .optional(),
);

const { first_name, last_name, email, phone_number, gender } = studentRegisterSchema.shape;
const contact = { first_name, last_name, email, phone_number };

/** POST /api/student/update-personal-info (JSON). */
export const studentPersonalInfoSchema = z.object({ ...contact, grade: gradeId });
/** POST /api/teacher/update-personal-info (JSON). */
export const teacherPersonalInfoSchema = z.object({
  ...contact,
  teaching_level: optional(teachingLevel),
});
export type StudentPersonalInfo = z.input<typeof studentPersonalInfoSchema>;
export type TeacherPersonalInfo = z.input<typeof teacherPersonalInfoSchema>;

/** POST /api/student/update-profile (multipart text fields; `photo` is an optional image). */
export const studentAdditionalInfoSchema = z.object({
  birthday,
  grade: optional(gradeId),
  about_you: aboutYou,
  gender: optional(gender),
  residence: optional(residenceField()),
});
/** POST /api/teacher/update-profile (multipart; `photo` optional). `residence` is an addition. */
export const teacherAdditionalInfoSchema = z.object({
  birthday,
  teaching_level: optional(teachingLevel),
  about_you: aboutYou,
  gender: optional(gender),
  residence: optional(residenceField()),
});

// ── Password change ──────────────────────────────────────────────────────────

const passwordField = z
  .string({ error: 'profiles.password_fields_required' })
  .min(1, 'profiles.password_fields_required')
  .max(128, filled('auth.invalid_password_format'));
const newPassword = passwordField.min(PASSWORD_MIN_LENGTH, filled('profiles.new_password_min'));

const confirmed = <Shape extends z.ZodRawShape>(
  shape: Shape,
  [first, second]: [keyof Shape & string, keyof Shape & string],
) =>
  z
    .object(shape)
    .refine(
      (data) =>
        (data as Record<string, unknown>)[first] === (data as Record<string, unknown>)[second],
      {
        path: [second],
        message: 'profiles.password_confirmation_mismatch',
        // Report a mismatch even while other fields are still wrong, as sign-up does.
        when: ({ value }) => {
          // A body of null (JSON `null`, a multipart body on this JSON route) reaches here too.
          const pair = (value ?? {}) as Record<string, unknown>;
          return (
            typeof pair[first] === 'string' &&
            typeof pair[second] === 'string' &&
            pair[second] !== ''
          );
        },
      },
    );

/**
 * POST /api/student/change-password. `phone_number` is sent by the original client and
 * accepted, but the account is the session's.
 */
export const studentChangePasswordSchema = confirmed(
  {
    phone_number: z.string().optional(),
    old_password: passwordField,
    password: newPassword,
    password_confirmation: passwordField,
  },
  ['password', 'password_confirmation'],
);
/** POST /api/teacher/change-password (the original client checked no length; the server does). */
export const teacherChangePasswordSchema = confirmed(
  {
    old_password: passwordField,
    new_password: newPassword,
    new_password_confirmation: passwordField,
  },
  ['new_password', 'new_password_confirmation'],
);
export type StudentChangePasswordInput = z.input<typeof studentChangePasswordSchema>;
export type TeacherChangePasswordInput = z.input<typeof teacherChangePasswordSchema>;

// ── A teacher's own uploads ──────────────────────────────────────────────────

const text = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(150, 'profiles.text_too_long');

/** POST /api/teacher-uploads: these fields and `file` (PDF). */
export const teacherFileUploadSchema = z.object({
  file_name: text('profiles.file_name_required'),
  file_type: z.enum(TEACHER_FILE_TYPES, { error: 'profiles.file_type_required' }),
});
/** POST /api/teacher-video-uploads: `lesson_title`, `thumbnail` (image) and `video_file` (MP4). */
export const teacherVideoUploadSchema = z.object({
  lesson_title: text('profiles.lesson_title_required'),
});
/** POST /api/teacher-exam-uploads: these fields and `file` (PDF); the server names the exam. */
export const teacherExamUploadSchema = z.object({
  grade: z.preprocess(latinDigits, text('profiles.grade_required')),
  lesson_name_ar: text('profiles.lesson_name_ar_required'),
  lesson_name_en: text('profiles.lesson_name_en_required'),
});

/** The exam's file name (docs/product.md §7): the Arabic word for exam, the Arabic lesson name, the year. */
export const examFileName = (lessonNameAr: string, year: number) =>
  `امتحان ${lessonNameAr} ${year}`;

const owned = { hidden: z.boolean(), created_at: z.string() };
// The owner opens their own uploads whatever their course: the lists carry no premium mark.
const { premium: _fileMark, ...publicFile } = teacherFileSchema.shape;
const { premium: _videoMark, ...publicVideo } = teacherVideoSchema.shape;
const { premium: _examMark, ...publicExam } = teacherPaperExamSchema.shape;
export const ownTeacherFileSchema = z.object({
  ...publicFile,
  ...owned,
  original_name: z.string(),
});
export const ownTeacherVideoSchema = z.object({
  ...publicVideo,
  ...owned,
  file_size: z.number().int(),
});
export const ownTeacherExamSchema = z.object({
  ...publicExam,
  ...owned,
  file_name: z.string(),
  grade: z.string(),
  original_name: z.string(),
});
export type OwnTeacherFile = z.infer<typeof ownTeacherFileSchema>;
export type OwnTeacherVideo = z.infer<typeof ownTeacherVideoSchema>;
export type OwnTeacherExam = z.infer<typeof ownTeacherExamSchema>;

/** GET /api/teacher/uploads: the signed-in teacher's uploads, hidden ones included, newest first. */
export const myUploadsReply = envelope(
  z.object({
    files: ownTeacherFileSchema.array(),
    videos: ownTeacherVideoSchema.array(),
    exams: ownTeacherExamSchema.array(),
  }),
);
export const teacherFileUploadReply = reply(ownTeacherFileSchema);
export const teacherVideoUploadReply = reply(ownTeacherVideoSchema);
export const teacherExamUploadReply = reply(ownTeacherExamSchema);
