import { z } from 'zod';
import * as zm from 'zod/mini';
import { QUESTION_MAX_LENGTH } from './constants.ts';
import { messageReply } from './envelope.ts';
import { personName } from './names.ts';
import { phoneField } from './phone.ts';
import { ID_MAX, idParam, pageLimit } from './validation.ts';

/** The public site's calls (docs/product.md §7): blogs, the contact inbox, the chatbot's questions. */

// ── Blog ─────────────────────────────────────────────────────────────────────

/** An opaque position in the newest-first list: "<microseconds since epoch>_<id>". */
export const BLOG_CURSOR_PATTERN = /^\d{1,17}_\d{1,10}$/;

/** GET /api/blogs: `limit` (default 24, at most 100) and the `cursor` of the previous page. */
export const blogsQuery = z.object({
  limit: pageLimit,
  cursor: z
    .string()
    .regex(BLOG_CURSOR_PATTERN, 'validation.invalid')
    .refine((value) => Number(value.split('_')[1]) <= ID_MAX, 'validation.invalid')
    .optional(),
});
export type BlogsQuery = z.infer<typeof blogsQuery>;

export const blogParams = z.object({ id: idParam });

// ── Contact inbox ────────────────────────────────────────────────────────────

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const CONTACT_REQUIRED = 'site.contact_required';

const requiredText = (max: number) =>
  z
    .string({ error: CONTACT_REQUIRED })
    .trim()
    .min(1, { error: CONTACT_REQUIRED, abort: true })
    .max(max, 'site.text_too_long');

/** POST /api/inbox (docs/product.md §5 "Contact"): every field but `message` is required. */
export const contactMessageSchema = z.object({
  full_name: personName({
    required: CONTACT_REQUIRED,
    tooShort: 'validation.full_name_min',
    invalid: 'validation.full_name_invalid',
    tooLong: 'site.text_too_long',
    maxLength: 100,
  }),
  phone_number: phoneField({ required: CONTACT_REQUIRED, invalid: 'auth.phone_invalid' }),
  email: requiredText(254).regex(EMAIL_PATTERN, 'auth.email_invalid'),
  subject: requiredText(150),
  message: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(5000, 'site.text_too_long')
    .nullish()
    .transform((value) => value || null),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

// ── Chatbot questions ────────────────────────────────────────────────────────

/** POST /api/student-questions: the sender must be the signed-in student (docs/decisions.md §6). */
export const studentQuestionSchema = z.object({
  student_id: idParam,
  question: z
    .string({ error: 'site.question_required' })
    .trim()
    .min(1, { error: 'site.question_required', abort: true })
    .max(QUESTION_MAX_LENGTH, 'site.question_too_long'),
});
export type StudentQuestionInput = z.input<typeof studentQuestionSchema>;

export const storedQuestionSchema = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  question: z.string(),
  created_at: z.string(),
});

export const studentQuestionResponse = zm.extend(messageReply, { data: storedQuestionSchema });
