import {
  CHAT_LIMITS,
  chatMessageParams,
  chatMessageReply,
  chatMessagesQuery,
  chatMessagesReply,
  chatReportSchema,
  chatRoomParams,
  chatRoomReply,
  chatRoomsReply,
  formatSchoolTime,
  isRoomOpen,
  messageReply,
  sendChatMessageSchema,
  translate,
} from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { type ChatContext, tags } from './chat-context.ts';
import { floodControl } from './flood-control.ts';
import {
  type Author,
  deleteMessage,
  insertMessage,
  listMessages,
  sentJustNow,
} from './message-store.ts';
import { reportMessage } from './moderation-store.ts';
import type { RoomSeat } from './room-access.ts';
import { describeRooms, mutedUntil, readSettings } from './room-store.ts';

/** The room's members: everyone who reads it may post, report and delete their own, but a parent. */
const authorOf = (request: FastifyRequest, seat: RoomSeat): Author => {
  if (seat.role === 'parent') throw new AppError(403, 'forbidden', 'chat.parents_read_only');
  return { role: seat.role, id: request.signedInId() };
};

/** Reading a room, writing in it, deleting and reporting messages: the room's members. */
export const messageRoutes =
  (chat: ChatContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { access, bus, now } = chat;
    const onRequest = app.requireAccount();
    const reader = (request: FastifyRequest) => {
      const account = request.account;
      if (!account) throw new AppError(401, 'unauthenticated', 'error.unauthenticated');
      return { role: account.role, id: account.id };
    };
    const seatOf = (request: FastifyRequest & { params: { id: number } }) =>
      access.seatIn(reader(request), request.params.id);
    /** A room a caller may not read is a 404 before its body is judged (see classes' routes). */
    const preValidation = async (request: FastifyRequest) => {
      const id = chatRoomParams.shape.id.safeParse((request.params as { id?: unknown }).id);
      if (id.success) await access.seatIn(reader(request), id.data);
    };
    const flood = floodControl(app);

    app.get(
      '/chat/rooms',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'The chat rooms the signed-in account may read (its classes; a parent, when allowed)',
          response: { 200: chatRoomsReply },
        },
      },
      async (request) => {
        const me = reader(request);
        const seats = (await access.roomsOf([me])).of(me);
        return {
          status: 'success' as const,
          data: await describeRooms(app.db, me, seats, { now: now(), isOpen: isRoomOpen }),
        };
      },
    );

    app.get(
      '/classes/:id/chat',
      {
        onRequest,
        schema: {
          tags,
          summary: "A class's room: its hours and whether the caller may write now (and why not)",
          params: chatRoomParams,
          response: { 200: chatRoomReply },
        },
      },
      async (request) => {
        const seat = await seatOf(request);
        const me = reader(request);
        const seats = new Map([[request.params.id, seat]]);
        const [room] = await describeRooms(app.db, me, seats, { now: now(), isOpen: isRoomOpen });
        if (!room) throw new AppError(404, 'not_found', 'chat.room_not_found');
        return { status: 'success' as const, data: room };
      },
    );

    app.get(
      '/classes/:id/chat/messages',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Messages, oldest first: the newest page, ?before=<id> (history) or ?after=<id> (catch-up)',
          params: chatRoomParams,
          querystring: chatMessagesQuery,
          response: { 200: chatMessagesReply },
        },
      },
      async (request) => {
        await seatOf(request);
        const page = await listMessages(app.db, request.params.id, request.query);
        return { status: 'success' as const, ...page };
      },
    );

    app.post(
      '/classes/:id/chat/messages',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary:
            'Write in the room (201); 403 muted, outside the open hours, or a parent; 429 too fast or repeated',
          params: chatRoomParams,
          body: sendChatMessageSchema,
          response: { 201: chatMessageReply },
        },
      },
      async (request, reply) => {
        const classId = request.params.id;
        const seat = await seatOf(request);
        const author = authorOf(request, seat);
        if (seat.archived) throw new AppError(409, 'conflict', 'chat.archived');
        const at = now();
        if (author.role === 'student') {
          const muted = await mutedUntil(app.db, { classId, studentId: author.id, now: at });
          if (muted)
            throw new AppError(403, 'forbidden', 'chat.muted', {
              until: formatSchoolTime(request.language, muted.toISOString()),
            });
          const settings = await readSettings(app.db, classId);
          if (!isRoomOpen(settings, at)) {
            throw new AppError(403, 'forbidden', 'chat.closed', {
              from: settings.open_from ?? '',
              until: settings.open_until ?? '',
            });
          }
        }
        await flood.take(request, reply, author);
        const { body } = request.body;
        if (await sentJustNow(app.db, { classId, author, body, now: at })) {
          throw new AppError(429, 'rate_limited', 'chat.repeated', {
            seconds: CHAT_LIMITS.repeatSeconds,
          });
        }
        const message = await insertMessage(app.db, {
          classId,
          author,
          body,
          replyTo: request.body.reply_to ?? null,
        });
        await bus.publish({ type: 'message', message });
        return reply.code(201).send({ status: 'success' as const, data: message });
      },
    );

    app.delete(
      '/classes/:id/chat/messages/:messageId',
      {
        onRequest,
        schema: {
          tags,
          summary:
            "Delete a message in its place: the teacher any of the room's, an author their own",
          params: chatMessageParams,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        const { id: classId, messageId } = request.params;
        const seat = await seatOf(request);
        const by = authorOf(request, seat);
        const deleted = await deleteMessage(app.db, {
          classId,
          id: messageId,
          by: { ...by, isTeacher: seat.role === 'teacher' },
        });
        if (deleted) await bus.publish({ type: 'deleted', class_id: classId, id: messageId });
        return { status: 'success' as const, message: translate(request.language, 'chat.deleted') };
      },
    );

    app.post(
      '/classes/:id/chat/messages/:messageId/reports',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary: "Report a message to the class's teacher and the editors (201; 200 if already)",
          params: chatMessageParams,
          body: chatReportSchema,
          response: { 200: messageReply, 201: messageReply },
        },
      },
      async (request, reply) => {
        const { id: classId, messageId } = request.params;
        const by = authorOf(request, await seatOf(request));
        const reason = request.body.reason ?? '';
        const made = await reportMessage(app.db, { classId, messageId, by, reason });
        return reply.code(made ? 201 : 200).send({
          status: 'success' as const,
          message: translate(request.language, made ? 'chat.reported' : 'chat.already_reported'),
        });
      },
    );
  };
