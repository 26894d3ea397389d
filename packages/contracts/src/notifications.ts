import { z } from 'zod';
import { SCHOOL_TIME_ZONE } from './classes.ts';
import { successEnvelope } from './envelope.ts';
import { idCursor, idParam } from './validation.ts';

/**
 * The bell (docs/decisions.md "Notifications"): a line per event for a student, and for
 * each parent linked to them. Written by jobs on the queue; e-mailed as a daily digest to
 * the accounts that keep it on (parents by default).
 */
export const NOTIFICATION_KINDS = [
  'assignment_new',
  'assignment_due',
  'assignment_overdue',
  'exam_graded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Lines a page of the bell holds; older ones come with `cursor`. */
export const NOTIFICATIONS_PAGE = 30;
/** How often an open page asks for new lines, while it is visible. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** The web page a digest's opt-out link opens: `/unsubscribe?token=…`. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** GET /api/notifications?cursor=: the page after the line with that id. */
export const notificationsQuery = z.object({ cursor: idCursor.optional() });

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: z.string(),
  read_at: z.string().nullable(),
  /** The student it is about: the reader, or a parent's child. */
  student: z.object({ id: z.number().int(), first_name: z.string() }),
  /** null once the assignment (or its item) is gone. */
  assignment: z
    .object({
      id: z.number().int(),
      class_name: z.string(),
      title_ar: z.string(),
      title_en: z.string(),
      due_at: z.string(),
    })
    .nullable(),
  /** `exam_graded`: the counted attempt's score. */
  percent: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  items: z.array(notificationSchema),
  /** Unread lines of the reader, all pages together. */
  unread: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type Notifications = z.infer<typeof notificationsSchema>;
export const notificationsReply = successEnvelope(notificationsSchema);

/** POST /api/notifications/read: these lines, or every line when `ids` is absent. */
export const markReadSchema = z.object({
  ids: z.array(idParam).max(100, 'validation.invalid').optional(),
});
export type MarkReadInput = z.input<typeof markReadSchema>;

export const notificationSettingsSchema = z.object({
  email_digest: z.boolean({ error: 'validation.invalid' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsReply = successEnvelope(notificationSettingsSchema);
export const savedSettingsReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: notificationSettingsSchema,
});

/** The digest's opt-out token: 32 random bytes, base64url (43 characters). */
export const digestToken = z
  .string({ error: 'notifications.token_invalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'notifications.token_invalid');

/**
 * POST /api/notifications/unsubscribe: the token in a JSON body (the web page), or in the
 * query with the form body `List-Unsubscribe=One-Click` (a mail client, RFC 8058).
 */
export const unsubscribeQuery = z.object({ token: digestToken.optional() });
export const unsubscribeSchema = z
  .object({ token: digestToken.optional(), 'List-Unsubscribe': z.string().optional() })
  .optional();

const DUE_FORMAT = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SCHOOL_TIME_ZONE,
} as const satisfies Intl.DateTimeFormatOptions;
const dueFormats = {
  ar: new Intl.DateTimeFormat('ar-JO-u-nu-latn', DUE_FORMAT),
  en: new Intl.DateTimeFormat('en-GB', DUE_FORMAT),
};

/** A moment in Amman time in the reader's language, `Thu 4 Dec, 23:59`: due dates, mutes. */
export const formatSchoolTime = (language: 'ar' | 'en', iso: string) =>
  dueFormats[language].format(new Date(iso));
