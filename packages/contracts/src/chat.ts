import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { ID_MAX, idParam } from './validation.ts';

/**
 * Chat rooms (docs/decisions.md §20): one room per class, its students and its teacher only.
 * Sending is an HTTP POST; delivery is a WebSocket push of `ChatEvent`s; history and a
 * reconnect's catch-up are read over HTTP. Never a private conversation: a child-safety rule.
 */
export const CHAT_LIMITS = {
  /** Characters of a message (code points: an emoji counts once). */
  bodyLength: 1000,
  /** Characters of a report's optional reason. */
  reasonLength: 500,
  /** Messages a history page holds by default, and at most. */
  page: 50,
  pageMax: 100,
  /** Messages one catch-up (`after`) returns at most: older gaps are read as history. */
  catchUp: 200,
  /** Characters of a replied-to message shown above a reply. */
  excerpt: 80,
  /** A mute lasts 5 minutes to 7 days. */
  muteMinutes: { min: 5, max: 7 * 24 * 60 },
  /** Flood control per member: at most `max` messages in `seconds`, each window on its own. */
  flood: [
    { max: 5, seconds: 10 },
    { max: 30, seconds: 60 },
  ],
  /** The same text again within this many seconds is refused. */
  repeatSeconds: 30,
} as const;

/** A socket ticket lives this long and opens one socket. */
export const CHAT_TICKET_SECONDS = 30;
export const CHAT_SOCKET_PATH = '/api/chat/socket';
/**
 * Close codes the server sends (4000–4999 are the application's): the client reconnects
 * with a new ticket after `rooms_changed`, and stops after `session_ended`.
 */
export const CHAT_CLOSE_CODES = {
  session_ended: 4001,
  rooms_changed: 4002,
  going_away: 1001,
} as const;

const MESSAGE_TEXT = /\S/;

/** A message as typed: NFC, trimmed, 1–1000 characters (code points). Links stay plain text. */
export const chatBodyField = z
  .string({ error: 'chat.body_required' })
  .max(CHAT_LIMITS.bodyLength * 4, 'chat.body_too_long')
  .transform((value) => value.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .regex(MESSAGE_TEXT, { error: 'chat.body_required', abort: true })
      .refine((value) => [...value].length <= CHAT_LIMITS.bodyLength, 'chat.body_too_long'),
  );

/** POST /api/classes/{id}/chat/messages */
export const sendChatMessageSchema = z.object({
  body: chatBodyField,
  /** A message of the same room this one answers. */
  reply_to: idParam.nullable().optional(),
});
export type SendChatMessageInput = z.input<typeof sendChatMessageSchema>;

const messageCursor = z
  .string()
  .regex(/^\d{1,10}$/, 'validation.invalid')
  .transform(Number)
  .refine((value) => value <= ID_MAX, 'validation.invalid');
const chatPageLimit = z
  .string()
  .regex(/^\d{1,3}$/, 'validation.invalid')
  .transform(Number)
  .pipe(
    z.number().int().min(1, 'validation.invalid').max(CHAT_LIMITS.pageMax, 'validation.invalid'),
  );

/**
 * GET /api/classes/{id}/chat/messages: the newest page without a cursor; `after=<id>` what
 * came after it, oldest first (a reconnect's catch-up, at most CHAT_LIMITS.catchUp);
 * `before=<id>` the page before it (history, paged backwards). Pages are oldest first.
 */
export const chatMessagesQuery = z
  .object({
    after: messageCursor.optional(),
    before: messageCursor.optional(),
    limit: chatPageLimit.optional(),
  })
  .refine((query) => query.after === undefined || query.before === undefined, {
    path: ['after'],
    error: 'chat.cursor_both',
  });
export type ChatMessagesQuery = z.input<typeof chatMessagesQuery>;

export const chatRoomParams = z.object({ id: idParam });
export const chatMessageParams = z.object({ id: idParam, messageId: idParam });
export const chatMuteParams = z.object({ id: idParam, studentId: idParam });

export const CHAT_AUTHOR_ROLES = ['student', 'teacher'] as const;
export type ChatAuthorRole = (typeof CHAT_AUTHOR_ROLES)[number];

export const chatPersonSchema = z.object({
  id: z.number().int(),
  role: z.enum(CHAT_AUTHOR_ROLES),
  first_name: z.string(),
  last_name: z.string(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  author: chatPersonSchema,
  /** null once deleted: the message keeps its place, with no text. */
  body: z.string().nullable(),
  reply_to: z
    .object({
      id: z.number().int(),
      author_first_name: z.string(),
      /** The first CHAT_LIMITS.excerpt characters; null when that message was deleted. */
      excerpt: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
  deleted: z.boolean(),
  /** Who deleted it: its author, or the class's teacher. */
  deleted_by: z.enum(['author', 'teacher']).nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessagesReply = z.object({
  status: z.literal('success'),
  data: z.array(chatMessageSchema),
  /** More messages before the first one (history) or after the last one (catch-up). */
  has_more: z.boolean(),
});
export const chatMessageReply = successEnvelope(chatMessageSchema);

// ── Rooms and their settings ────────────────────────────────────────────────

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hourField = z
  .string({ error: 'chat.hours_format' })
  .regex(HH_MM, 'chat.hours_format')
  .nullable();

/**
 * PUT /api/classes/{id}/chat/settings: open hours in Amman time (SCHOOL_TIME_ZONE), both or
 * neither; a window may pass midnight (20:00–07:00). Outside them students only read.
 */
export const chatSettingsSchema = z
  .object({ open_from: hourField, open_until: hourField })
  .refine((hours) => (hours.open_from === null) === (hours.open_until === null), {
    path: ['open_until'],
    error: 'chat.hours_both',
  })
  .refine((hours) => hours.open_from === null || hours.open_from !== hours.open_until, {
    path: ['open_until'],
    error: 'chat.hours_same',
  });
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

/** Whether a room with these hours is open at `now` (Amman is UTC+3 all year). */
export function isRoomOpen(settings: ChatSettings, now: Date): boolean {
  const { open_from: from, open_until: until } = settings;
  if (from === null || until === null) return true;
  const amman = new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(11, 16);
  return from < until ? amman >= from && amman < until : amman >= from || amman < until;
}

/** Why the signed-in account may not write in a room now; null when it may. */
export const CHAT_READ_ONLY_REASONS = ['muted', 'closed', 'archived', 'parent'] as const;
export type ChatReadOnlyReason = (typeof CHAT_READ_ONLY_REASONS)[number];

export const chatRoomSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  section: z.string(),
  teacher: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  archived: z.boolean(),
  settings: z.object({ open_from: z.string().nullable(), open_until: z.string().nullable() }),
  me: z.object({
    role: z.enum(['student', 'teacher', 'parent']),
    can_post: z.boolean(),
    read_only_reason: z.enum(CHAT_READ_ONLY_REASONS).nullable(),
    muted_until: z.string().nullable(),
  }),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;
export const chatRoomReply = successEnvelope(chatRoomSchema);
export const chatRoomsReply = successEnvelope(z.array(chatRoomSchema));
export const chatSettingsReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: chatRoomSchema.shape.settings,
});

// ── Moderation ───────────────────────────────────────────────────────────────

/** POST /api/classes/{id}/chat/mutes: the teacher mutes a student of the class. */
export const chatMuteSchema = z.object({
  student_id: idParam,
  minutes: z
    .number({ error: 'chat.mute_minutes' })
    .int('chat.mute_minutes')
    .min(CHAT_LIMITS.muteMinutes.min, 'chat.mute_minutes')
    .max(CHAT_LIMITS.muteMinutes.max, 'chat.mute_minutes'),
});
export type ChatMuteInput = z.input<typeof chatMuteSchema>;
export const chatMuteSchemaOut = z.object({
  student: chatPersonSchema.omit({ role: true }),
  until: z.string(),
});
export const chatMuteReply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: chatMuteSchemaOut,
});
export const chatMutesReply = successEnvelope(z.array(chatMuteSchemaOut));

/** POST /api/classes/{id}/chat/messages/{messageId}/reports */
export const chatReportSchema = z.object({
  reason: z
    .string({ error: 'validation.invalid' })
    .max(CHAT_LIMITS.reasonLength * 4, 'chat.reason_too_long')
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .refine((value) => [...value].length <= CHAT_LIMITS.reasonLength, 'chat.reason_too_long'),
    )
    .optional(),
});
export type ChatReportInput = z.input<typeof chatReportSchema>;

export const chatReportItemSchema = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  /** The message as it was reported: kept for the report even once deleted in the room. */
  message: chatMessageSchema,
  reported_body: z.string(),
  reporter: z.object({
    id: z.number().int(),
    role: z.enum(CHAT_AUTHOR_ROLES),
    first_name: z.string(),
    last_name: z.string(),
  }),
  reason: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type ChatReportItem = z.infer<typeof chatReportItemSchema>;
export const chatReportsReply = successEnvelope(z.array(chatReportItemSchema));

/** GET /api/admin/chat-reports?status=open|resolved (newest first, at most 100). */
export const chatReportsQuery = z.object({
  status: z.enum(['open', 'resolved'], { error: 'validation.invalid' }).default('open'),
});

// ── The socket ───────────────────────────────────────────────────────────────

/** POST /api/chat/ticket: a one-time ticket to open the socket with (30 s, single use). */
export const chatTicketReply = successEnvelope(
  z.object({ ticket: z.string(), expires_at: z.string(), path: z.string() }),
);

/** GET /api/chat/socket?ticket=…[&class_id=…]: one room only when class_id is given. */
export const chatSocketQuery = z.object({
  ticket: z.string({ error: 'chat.ticket_invalid' }).regex(/^[A-Za-z0-9_-]{16,100}$/, {
    error: 'chat.ticket_invalid',
  }),
  class_id: idParam.optional(),
});

/** What the socket pushes; the server pings at the protocol level to keep it alive. */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('deleted'), class_id: z.number().int(), id: z.number().int() }),
  z.object({
    type: z.literal('room'),
    class_id: z.number().int(),
    settings: chatRoomSchema.shape.settings,
  }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
