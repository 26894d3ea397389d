import { z } from 'zod';
import { OTP, PASSWORD_MIN_LENGTH, SUBJECT_MIN_LENGTH } from './constants.ts';
import { toLatinDigits } from './digits.ts';
import {
  type AccountRole,
  GENDERS,
  SCHOOL_TYPES,
  STUDENT_AGE_GROUPS,
  TEACHING_LEVELS,
} from './enums.ts';
import { personName } from './names.ts';
import { canonicalPhone, isPhoneLike, phoneField } from './phone.ts';
import { residenceField } from './residence.ts';
import { filled } from './validation.ts';

/** Validation of docs/product.md §5 for the entry screens; every message is a catalogue key. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A required text, trimmed. Its other rules take `filled(message)` (validation.ts). */
const trimmed = (required: string) => z.string({ error: required }).trim().min(1, required);

const phone = phoneField({ required: 'auth.phone_required', invalid: 'auth.phone_invalid' });
const email = trimmed('auth.email_required')
  .max(254, filled('auth.email_invalid'))
  .regex(EMAIL_PATTERN, filled('auth.email_invalid'))
  .transform((value) => value.toLowerCase());
const password = z
  .string({ error: 'auth.password_required' })
  .min(1, { error: 'auth.password_required', abort: true })
  .min(PASSWORD_MIN_LENGTH, 'auth.password_min')
  .max(128, 'auth.invalid_password_format');
const choice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.enum(values, { error: required });

/** A login identifier: an e-mail or a phone number. */
export const isEmailLike = (value: string) => EMAIL_PATTERN.test(value);

/** An e-mail as typed, or a phone number in its canonical form (any way it was written). */
const loginSchema = (required: string, invalid: string) =>
  z.object({
    login: trimmed(required)
      .refine((v) => isEmailLike(v) || isPhoneLike(v), filled(invalid))
      .transform((v) => (isEmailLike(v) ? v : (canonicalPhone(v) ?? v))),
    password,
  });

export const studentLoginSchema = loginSchema('auth.login_required', 'auth.login_invalid');
export const teacherLoginSchema = loginSchema(
  'auth.teacher_login_required',
  'auth.teacher_login_invalid',
);
export const parentLoginSchema = loginSchema('auth.login_required', 'auth.login_invalid');
export type LoginInput = z.infer<typeof studentLoginSchema>;

// Generic over the shape (not the object type), so `.extend` keeps every field in the types.
const withConfirmation = <Shape extends z.ZodRawShape & { password: typeof password }>(
  schema: z.ZodObject<Shape>,
) =>
  schema
    .extend({
      password_confirmation: z
        .string({ error: 'auth.confirm_password_required' })
        .min(1, 'auth.confirm_password_required'),
    })
    .refine(
      (data) => {
        const pair = data as { password: string; password_confirmation: string };
        return pair.password === pair.password_confirmation;
      },
      {
        path: ['password_confirmation'],
        message: 'auth.passwords_mismatch',
        // Report a mismatch even while other fields are still wrong.
        when: ({ value }) => {
          // A body of null (JSON `null`) reaches here too.
          const { password: first, password_confirmation: second } = (value ?? {}) as Record<
            string,
            unknown
          >;
          return typeof first === 'string' && typeof second === 'string' && second !== '';
        },
      },
    );

/** What every account holds: a name, a phone, an e-mail. */
const contactFields = {
  first_name: personName({
    required: 'auth.first_name_required',
    tooShort: 'auth.first_name_min',
    invalid: 'auth.first_name_invalid',
  }),
  last_name: personName({
    required: 'auth.last_name_required',
    tooShort: 'auth.last_name_min',
    invalid: 'auth.last_name_invalid',
  }),
  phone_number: phone,
  email,
};

const personFields = {
  ...contactFields,
  gender: choice(GENDERS, 'auth.gender_required'),
  password,
};

export const studentRegisterSchema = withConfirmation(
  z.object({
    ...personFields,
    age_group: choice(STUDENT_AGE_GROUPS, 'auth.age_group_required'),
    school_type: choice(SCHOOL_TYPES, 'auth.school_type_required'),
    residence: residenceField(),
  }),
);
export type StudentRegisterInput = z.input<typeof studentRegisterSchema>;
export type StudentRegisterPayload = z.output<typeof studentRegisterSchema>;

export const teacherRegisterSchema = withConfirmation(
  z.object({
    ...personFields,
    age_group_taught: choice(TEACHING_LEVELS, 'auth.age_group_taught_required'),
    years_of_experience: z.preprocess(
      (value) => (typeof value === 'string' ? toLatinDigits(value.trim()) || undefined : value),
      z.coerce
        .number({ error: 'auth.years_required' })
        .int('auth.years_positive')
        .min(0, 'auth.years_positive')
        .max(70, 'auth.years_positive'),
    ),
    subject: trimmed('auth.subject_required')
      .min(SUBJECT_MIN_LENGTH, filled('auth.subject_min'))
      .max(80, filled('auth.subject_min')),
  }),
);
export type TeacherRegisterInput = z.input<typeof teacherRegisterSchema>;
export type TeacherRegisterPayload = z.output<typeof teacherRegisterSchema>;

/** A parent gives only a name, a phone, an e-mail and a password (docs/decisions.md, "Parents"). */
export const parentRegisterSchema = withConfirmation(z.object({ ...contactFields, password }));
export type ParentRegisterInput = z.input<typeof parentRegisterSchema>;
export type ParentRegisterPayload = z.output<typeof parentRegisterSchema>;

export const otpField = trimmed('auth.otp_required')
  .transform(toLatinDigits)
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP.length}}$`), 'auth.otp_invalid_format'));

const userId = z.coerce
  .number({ error: 'auth.user_id_required' })
  .int('auth.user_id_required')
  .positive('auth.user_id_required');
export const studentVerifyOtpSchema = z.object({ student_id: userId, otp: otpField });
export const teacherVerifyOtpSchema = z.object({ teacher_id: userId, otp: otpField });
export const parentVerifyOtpSchema = z.object({ parent_id: userId, otp: otpField });

export const forgotPasswordSchema = z.object({ phone_number: phone });
export const verifyResetOtpSchema = z.object({ phone_number: phone, otp: otpField });
export const resetPasswordSchema = withConfirmation(z.object({ phone_number: phone, password }));
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Response shapes read by the client (docs/product.md §3 "Login response fields"). */
export const authUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * Replies of the authentication calls: `{ status, message, data }`. The account object
 * sits under the role's key (`student`, `teacher` or `parent`) as well as flat `id`/`username`,
 * because the original client reads either (docs/product.md §3).
 */
const authReply = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data });

const accountData = <Role extends AccountRole>(role: Role) =>
  z.object({ id: z.number(), username: z.string() }).extend(
    // One computed key, typed as exactly that key.
    { [role]: authUserSchema } as { [K in Role]: typeof authUserSchema },
  );

const sessionData = <Role extends AccountRole>(role: Role) =>
  accountData(role).extend({
    token: z.string(),
    /** A student's login that took back their deletion request (the message says so too). */
    deletion_cancelled: z.literal(true).optional(),
  });

const codeSentData = <Role extends AccountRole>(role: Role) =>
  z
    .object({ id: z.number(), verification_required: z.literal(true) })
    .extend({ [role]: authUserSchema } as { [K in Role]: typeof authUserSchema });

export const studentRegisterReply = authReply(accountData('student'));
export const teacherRegisterReply = authReply(accountData('teacher'));
/** A verified account gets a token; an unverified one is sent a code (message says 'OTP sent'). */
export const studentLoginReply = authReply(
  z.union([sessionData('student'), codeSentData('student')]),
);
export const teacherLoginReply = authReply(
  z.union([sessionData('teacher'), codeSentData('teacher')]),
);
export const studentSessionReply = authReply(sessionData('student'));
export const teacherSessionReply = authReply(sessionData('teacher'));
export const parentRegisterReply = authReply(accountData('parent'));
export const parentLoginReply = authReply(z.union([sessionData('parent'), codeSentData('parent')]));
export const parentSessionReply = authReply(sessionData('parent'));
export type StudentLoginReply = z.infer<typeof studentLoginReply>;
export type TeacherLoginReply = z.infer<typeof teacherLoginReply>;
export type StudentSessionReply = z.infer<typeof studentSessionReply>;
export type TeacherSessionReply = z.infer<typeof teacherSessionReply>;
export type RegisterReply =
  | z.infer<typeof studentRegisterReply>
  | z.infer<typeof teacherRegisterReply>
  | z.infer<typeof parentRegisterReply>;
