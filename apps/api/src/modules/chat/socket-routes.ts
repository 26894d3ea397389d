import {
  CHAT_SOCKET_PATH,
  CHAT_TICKET_SECONDS,
  chatSocketQuery,
  chatTicketReply,
} from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { type ChatContext, tags } from './chat-context.ts';
import type { TicketHolder } from './socket-tickets.ts';

const ticketInvalid = () => new AppError(401, 'unauthenticated', 'chat.ticket_invalid');

/**
 * The socket and its ticket. The ticket is spent before the upgrade, so a bad or used one
 * (or, with `class_id`, a room the account may not read: 404) is an ordinary HTTP error
 * and no socket opens. The socket route is left out of the OpenAPI document, which cannot
 * describe a WebSocket; its events are `ChatEvent` in packages/contracts/src/chat.ts.
 */
export const socketRoutes =
  ({ access, hub, tickets }: ChatContext): FastifyPluginAsyncZod =>
  async (app) => {
    const holders = new WeakMap<object, { holder: TicketHolder; rooms: number[] }>();

    app.post(
      '/chat/ticket',
      {
        onRequest: app.requireAccount(),
        schema: {
          tags,
          summary: `A one-time ticket to open ${CHAT_SOCKET_PATH} with (${CHAT_TICKET_SECONDS} s)`,
          response: { 200: chatTicketReply },
        },
      },
      async (request) => {
        const account = request.account;
        if (!account) throw ticketInvalid();
        const ticket = await tickets.issue(account);
        return {
          status: 'success' as const,
          data: {
            ticket,
            expires_at: new Date(Date.now() + CHAT_TICKET_SECONDS * 1000).toISOString(),
            path: CHAT_SOCKET_PATH,
          },
        };
      },
    );

    app.get(
      '/chat/socket',
      {
        websocket: true,
        schema: { hide: true, querystring: chatSocketQuery },
        preHandler: async (request) => {
          const holder = await tickets.redeem(request.query.ticket);
          if (!holder) throw ticketInvalid();
          const only = request.query.class_id;
          if (only !== undefined) await access.seatIn(holder, only);
          // Seated before the upgrade: no event sent once the client sees the socket open is missed.
          const rooms = (await access.roomsOf([holder])).of(holder);
          holders.set(request, { holder, rooms: [...rooms.keys()] });
        },
      },
      (socket, request) => {
        const seated = holders.get(request);
        if (!seated) return socket.close(1011);
        const { holder, rooms } = seated;
        hub.add({
          socket,
          reader: { role: holder.role, id: holder.id },
          sessionId: holder.sessionId,
          only: request.query.class_id ?? null,
          rooms: new Set(rooms),
          alive: true,
        });
        // Nothing is read from the socket: sending goes through the HTTP routes.
        socket.on('message', () => {});
      },
    );
  };
