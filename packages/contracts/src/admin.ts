import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { toLatinDigits } from './digits.ts';
import { personName } from './names.ts';

/**
 * The admin console's API (/api/admin/*, docs/decisions.md §4): sign-in, and the tables an admin
 * manages. Every list is one page, newest first: `limit` (default 24, at most 100) and the
 * `cursor` of the previous page's `next_cursor` (the last row's id).
 */

export * from './admin-catalogue.ts';
export * from './admin-common.ts';
export * from './admin-moderation.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const adminEmail = z
  .string({ error: 'auth.email_required' })
  .trim()
  .min(1, { error: 'auth.email_required', abort: true })
  .max(254, 'auth.email_invalid')
  .regex(EMAIL_PATTERN, 'auth.email_invalid')
  .transform((value) => value.toLowerCase());

/** POST /api/admin/login. No length rule beyond "given": a wrong password is simply wrong. */
export const adminLoginSchema = z.object({
  email: adminEmail,
  password: z
    .string({ error: 'auth.password_required' })
    .min(1, 'auth.password_required')
    .max(128, 'auth.invalid_password_format'),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

/** What `npm run create-admin` accepts. */
export const createAdminSchema = z.object({
  email: adminEmail,
  name: personName({
    required: 'admin.name_required',
    tooShort: 'admin.name_required',
    invalid: 'admin.name_invalid',
    tooLong: 'site.text_too_long',
    maxLength: 100,
  }),
  password: z
    .string({ error: 'auth.password_required' })
    .min(PASSWORD_MIN_LENGTH, 'auth.password_min')
    .max(128, 'auth.invalid_password_format'),
});
export type CreateAdminInput = z.input<typeof createAdminSchema>;

/**
 * POST /api/admin/setup: the first admin of a fresh installation, with the one-time setup
 * code the server prints in its log. Read as typed: case, spaces, dashes and Arabic digits
 * do not matter.
 */
export const adminSetupSchema = createAdminSchema.extend({
  code: z
    .string({ error: 'admin.setup_code_required' })
    .transform((value) => toLatinDigits(value).replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(1, 'admin.setup_code_required').max(64, 'admin.setup_code_invalid')),
});
export type AdminSetupInput = z.input<typeof adminSetupSchema>;
export type AdminSetup = z.output<typeof adminSetupSchema>;

/** GET /api/admin/setup: whether the installation still has no admin. */
export const adminSetupStatusReply = z.object({
  status: z.literal('success'),
  data: z.object({ needed: z.boolean() }),
});
export type AdminSetupStatus = z.infer<typeof adminSetupStatusReply>;

export const adminSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginReply = z.object({
  status: z.literal('success'),
  data: z.object({ token: z.string(), admin: adminSchema }),
});
export type AdminLoginReply = z.infer<typeof adminLoginReply>;
