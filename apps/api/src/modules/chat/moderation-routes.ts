import {
  chatMuteParams,
  chatMuteReply,
  chatMuteSchema,
  chatMutesReply,
  chatReportsQuery,
  chatReportsReply,
  chatRoomParams,
  chatSettingsReply,
  chatSettingsSchema,
  formatSchoolTime,
  idParam,
  messageReply,
  translate,
} from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type ChatContext, tags } from './chat-context.ts';
import {
  listMutes,
  listReports,
  muteStudent,
  resolveReport,
  unmuteStudent,
} from './moderation-store.ts';
import { roomNotFound } from './room-access.ts';
import { saveSettings } from './room-store.ts';

/**
 * The class's teacher moderates its room (mutes, open hours, the reports); the editors
 * read every room's reports and mark them handled. Another teacher's class is a 404,
 * before any body is judged; a student or a parent of the room gets 403.
 */
export const moderationRoutes =
  ({ access, bus, now }: ChatContext): FastifyPluginAsyncZod =>
  async (app) => {
    const onRequest = app.requireAccount('teacher');
    const ownRoom = async (request: FastifyRequest) => {
      const id = idParam.safeParse((request.params as { id?: unknown }).id);
      if (!id.success) return;
      const seat = await access.seatIn({ role: 'teacher', id: request.signedInId() }, id.data);
      if (seat.role !== 'teacher') throw roomNotFound();
      return seat;
    };
    const preValidation = async (request: FastifyRequest) => {
      await ownRoom(request);
    };
    /** The student must be in the class: the one rule of who is in a class (classes module). */
    const assertMember = async (classId: number, studentId: number) => {
      const rooms = await access.roomsOf([{ role: 'student', id: studentId }], classId);
      if (!rooms.of({ role: 'student', id: studentId }).has(classId)) {
        throw new AppError(404, 'not_found', 'chat.student_not_member');
      }
    };

    app.get(
      '/classes/:id/chat/reports',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary: "The reports of the room's messages, newest first (the class's teacher)",
          params: chatRoomParams,
          response: { 200: chatReportsReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listReports(app.db, { classId: request.params.id }),
      }),
    );

    app.get(
      '/classes/:id/chat/mutes',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary: 'The students muted in the room now, and until when',
          params: chatRoomParams,
          response: { 200: chatMutesReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listMutes(app.db, request.params.id, now()),
      }),
    );

    app.post(
      '/classes/:id/chat/mutes',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary: 'Mute a student of the class for 5 minutes to 7 days (again: a new end)',
          params: chatRoomParams,
          body: chatMuteSchema,
          response: { 200: chatMuteReply },
        },
      },
      async (request) => {
        const classId = request.params.id;
        const { student_id: studentId, minutes } = request.body;
        await assertMember(classId, studentId);
        const until = new Date(now().getTime() + minutes * 60_000);
        const muted = await muteStudent(app.db, { classId, studentId, until });
        const name = `${muted.student.first_name} ${muted.student.last_name}`;
        return {
          status: 'success' as const,
          message: translate(request.language, 'chat.muted_student', {
            name,
            until: formatSchoolTime(request.language, muted.until),
          }),
          data: muted,
        };
      },
    );

    app.delete(
      '/classes/:id/chat/mutes/:studentId',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary: 'Let a muted student write again (a student not muted: no change)',
          params: chatMuteParams,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        const { id: classId, studentId } = request.params;
        await assertMember(classId, studentId);
        await unmuteStudent(app.db, { classId, studentId });
        return { status: 'success' as const, message: translate(request.language, 'chat.unmuted') };
      },
    );

    app.put(
      '/classes/:id/chat/settings',
      {
        onRequest,
        preValidation,
        schema: {
          tags,
          summary:
            'Set the open hours (Amman time; both null: always open). Students read outside them',
          params: chatRoomParams,
          body: chatSettingsSchema,
          response: { 200: chatSettingsReply },
        },
      },
      async (request) => {
        const classId = request.params.id;
        const seat = await ownRoom(request);
        if (seat?.archived) throw new AppError(409, 'conflict', 'chat.archived');
        await saveSettings(app.db, classId, request.body);
        await bus.publish({ type: 'room', class_id: classId, settings: request.body });
        return {
          status: 'success' as const,
          message: translate(request.language, 'chat.settings_saved'),
          data: request.body,
        };
      },
    );

    const admin = app.requireAccount('admin');

    app.get(
      '/admin/chat-reports',
      {
        onRequest: admin,
        schema: {
          tags,
          summary: "Reports of every class's room, newest first (open by default; at most 100)",
          querystring: chatReportsQuery,
          response: { 200: chatReportsReply },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listReports(app.db, { resolved: request.query.status === 'resolved' }),
      }),
    );

    app.post(
      '/admin/chat-reports/:id/resolve',
      {
        onRequest: admin,
        schema: {
          tags,
          summary: 'Mark a report handled',
          params: z.object({ id: idParam }),
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await resolveReport(app.db, { id: request.params.id, adminId: request.signedInId() });
        return {
          status: 'success' as const,
          message: translate(request.language, 'chat.report_resolved'),
        };
      },
    );
  };
