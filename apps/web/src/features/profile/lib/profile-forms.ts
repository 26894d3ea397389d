import {
  CAPTION_MAX_BYTES,
  type SiteRole,
  studentAdditionalInfoSchema,
  studentChangePasswordSchema,
  studentPersonalInfoSchema,
  teacherAdditionalInfoSchema,
  teacherChangePasswordSchema,
  teacherExamUploadSchema,
  teacherFileUploadSchema,
  teacherPersonalInfoSchema,
  teacherVideoUploadSchema,
  UPLOAD_LIMITS,
} from '@madrasa/contracts';
import { z } from 'zod';

/**
 * The profile forms of docs/product.md §5: each is the server's own request schema, under the form's
 * field names (`level` is a student's grade or a teacher's teaching level), with the few
 * checks only the client can make (the reader's own today, the picked files).
 */
const LEVEL: Record<SiteRole, Record<string, 'level'>> = {
  student: { grade: 'level' },
  teacher: { teaching_level: 'level' },
};

export type PersonalValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  /** Student: the grade id (required); teacher: the teaching level (optional). */
  level: string;
};

export const personalInfoForm = (role: SiteRole) =>
  role === 'student'
    ? { schema: studentPersonalInfoSchema, fieldNames: LEVEL.student }
    : { schema: teacherPersonalInfoSchema, fieldNames: LEVEL.teacher };

/** Today as YYYY-MM-DD in the reader's own time zone (what a date input shows). */
export const localToday = (now = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export type AdditionalValues = {
  birthday: string;
  level: string;
  about_you: string;
  gender: string;
  residence: string;
  photo: File | null;
};

/** Photo inputs take images only (docs/product.md §5); none picked keeps the current photo. */
const photo = z
  .custom<File | null>()
  .refine((file) => !file || file.type.startsWith('image/'), 'error.unsupported_media_type');

/** docs/product.md §5: the birthday cannot be later than the reader's today; the photo is an image. */
export function additionalInfoForm(role: SiteRole, today = localToday()) {
  const schema = role === 'student' ? studentAdditionalInfoSchema : teacherAdditionalInfoSchema;
  return {
    schema: schema.extend({
      birthday: schema.shape.birthday.refine(
        (birthday) => !birthday || birthday <= today,
        'profiles.birthday_future',
      ),
      photo,
    }),
    fieldNames: LEVEL[role],
  };
}
export type AdditionalInfo = z.output<ReturnType<typeof additionalInfoForm>['schema']>;

export type PasswordValues = { old_password: string; password: string; confirmation: string };

const ALL_REQUIRED = 'profiles.password_fields_required';

/** 'All password fields are required' speaks for every blank field: it shows under the first. */
const requiredSaidOnce = <Out>(schema: z.ZodType<Out>) =>
  z.unknown().transform((values, context) => {
    const result = schema.safeParse(values);
    let said = false;
    for (const { message, path } of result.error?.issues ?? []) {
      if (message === ALL_REQUIRED && said) continue;
      said ||= message === ALL_REQUIRED;
      context.addIssue({ code: 'custom', message, path });
    }
    // After an issue the check has failed, and the value returned here is never used.
    return result.data as Out;
  });

/**
 * docs/product.md §5: all three are required, the new one and its confirmation must match, and the new
 * one has at least 8 characters. The original client skipped the length for teachers; the
 * server refuses a short one anyway, so both check it. The roles name the fields apart.
 */
export const passwordChangeForm = (role: SiteRole) => ({
  schema: requiredSaidOnce<PasswordChange>(
    role === 'student' ? studentChangePasswordSchema : teacherChangePasswordSchema,
  ),
  fieldNames: PASSWORD_FIELDS[role],
});

const PASSWORD_FIELDS: Record<SiteRole, Record<string, keyof PasswordValues>> = {
  student: { password_confirmation: 'confirmation' },
  teacher: { new_password: 'password', new_password_confirmation: 'confirmation' },
};

/** The body of a role's change-password call, its fields as the role's schema names them. */
export type PasswordChange =
  | z.output<typeof studentChangePasswordSchema>
  | z.output<typeof teacherChangePasswordSchema>;

type FileRule = { limit: number; accepts: (file: File) => boolean };

/** What is wrong with a picked file: not of its type, or over its limit of docs/decisions.md §5. */
const problemOf = (file: File, { limit, accepts }: FileRule) =>
  !accepts(file)
    ? 'error.unsupported_media_type'
    : file.size > limit
      ? 'error.payload_too_large'
      : null;

/**
 * A picked file of an upload: required, of its type, within its limit, so a wrong or
 * oversized file is refused before minutes of uploading, not after.
 */
const uploadFile = ({ required, ...rule }: FileRule & { required: string }) =>
  z
    .custom<File | null>()
    .superRefine((file, context) => {
      const problem = file ? problemOf(file, rule) : required;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    // Only a file that passed gets here.
    .transform((file) => file as File);

/** An optional file: none picked (null, or no such field) sends nothing. */
const optionalFile = (rule: FileRule) =>
  z
    .custom<File | null>()
    .optional()
    .superRefine((file, context) => {
      const problem = file && problemOf(file, rule);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((file) => file ?? undefined);

const pdf = (required: string) =>
  uploadFile({
    required,
    limit: UPLOAD_LIMITS.pdf,
    accepts: (file) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name),
  });
const image = (required: string) =>
  uploadFile({
    required,
    limit: UPLOAD_LIMITS.image,
    accepts: (file) => file.type.startsWith('image/'),
  });
const mp4 = (required: string) =>
  uploadFile({
    required,
    limit: UPLOAD_LIMITS.video,
    accepts: (file) => file.type === 'video/mp4' || /\.mp4$/i.test(file.name),
  });

export const fileUploadForm = teacherFileUploadSchema.extend({
  file: pdf('profiles.file_required'),
});
export type FileUploadValues = { file_name: string; file_type: string; file: File | null };

/** WebVTT captions; the server reads their cues (a broken file is its 422 on the field). */
const captions = optionalFile({
  limit: CAPTION_MAX_BYTES,
  accepts: (file) => file.type === 'text/vtt' || /\.vtt$/i.test(file.name),
});

export const lessonUploadForm = teacherVideoUploadSchema.extend({
  thumbnail: image('profiles.thumbnail_required'),
  video_file: mp4('profiles.video_required'),
  captions_ar: captions,
  captions_en: captions,
});
export type LessonUploadValues = {
  lesson_title: string;
  thumbnail: File | null;
  video_file: File | null;
  captions_ar: File | null;
  captions_en: File | null;
};

export const examUploadForm = teacherExamUploadSchema.extend({
  file: pdf('profiles.exam_file_required'),
});
export type ExamUploadValues = {
  grade: string;
  lesson_name_ar: string;
  lesson_name_en: string;
  file: File | null;
};
