/**
 * Class chat rooms (docs/decisions.md §20; contracts in packages/contracts/src/chat.ts).
 * One room per class: its students and its teacher; a linked parent reads when
 * CHAT_PARENTS_READ is on. Anyone else gets 404 for a room, over HTTP and on the socket.
 *
 * Any signed-in account:
 * POST   /api/chat/ticket                               a one-time socket ticket (30 s)
 * GET    /api/chat/socket?ticket=…[&class_id=…]         WebSocket: ChatEvents of its rooms
 * GET    /api/chat/rooms                                the rooms it may read
 * Members of the room (a parent reads only):
 * GET    /api/classes/{id}/chat                         the room, and whether the caller may write
 * GET    /api/classes/{id}/chat/messages                ?after=<id> | ?before=<id>&limit=
 * POST   /api/classes/{id}/chat/messages                201; 403 muted, closed, parent; 429 flood
 * DELETE /api/classes/{id}/chat/messages/{messageId}    the teacher any, an author their own
 * POST   /api/classes/{id}/chat/messages/{messageId}/reports
 * The class's teacher:
 * GET    /api/classes/{id}/chat/reports
 * GET    /api/classes/{id}/chat/mutes; POST …/mutes {student_id, minutes}; DELETE …/mutes/{studentId}
 * PUT    /api/classes/{id}/chat/settings                {open_from, open_until} in Amman time
 * Editors: GET /api/admin/chat-reports?status=open|resolved, POST /api/admin/chat-reports/{id}/resolve
 * An archived class's room is read-only (409 chat.archived).
 */
import websocket from '@fastify/websocket';
import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessions } from '../../db/schema.ts';
import { inProcessBus, redisBus } from './chat-bus.ts';
import type { ChatContext } from './chat-context.ts';
import { chatHub } from './chat-hub.ts';
import { messageRoutes } from './message-routes.ts';
import { pruneChatMessages } from './message-store.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { type ListChildren, type ReadMemberships, roomAccess } from './room-access.ts';
import { socketRoutes } from './socket-routes.ts';
import { memoryTickets, redisTickets } from './socket-tickets.ts';

const PRUNE_JOB = 'prune-chat-messages';
const PRUNE_EVERY_MINUTES = 24 * 60;
/** Below the idle timeout (REQUEST_IDLE_TIMEOUT_MS), which a ping and its pong reset. */
export const SWEEP_MS = 20_000;

export { pruneChatMessages };

export const chatRoutes =
  (deps: { readMemberships: ReadMemberships; listChildren: ListChildren }): FastifyPluginAsyncZod =>
  async (app) => {
    const { redis, chat: settings, timeouts } = app.config;
    const access = roomAccess({ db: app.db, ...deps, parentsRead: settings.parentsRead });
    const bus = redis ? await redisBus(app, redis) : inProcessBus();
    const tickets = redis ? await redisTickets(app, redis) : memoryTickets();
    const hub = chatHub({
      refreshRooms: (readers) => access.roomsOf(readers),
      liveSessions: async (ids) => {
        const rows = await app.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(inArray(sessions.id, ids), gt(sessions.expires_at, new Date())));
        return new Set(rows.map((row) => row.id));
      },
    });
    bus.onEvent((event) => hub.deliver(event));
    const context: ChatContext = { access, bus, hub, tickets, now: () => new Date() };

    await app.register(websocket, { options: { maxPayload: 4096 } });
    await app.register(socketRoutes(context));
    await app.register(messageRoutes(context));
    await app.register(moderationRoutes(context));

    let sweeping = false;
    const timer = setInterval(
      () => {
        if (sweeping) return;
        sweeping = true;
        hub
          .sweep()
          .catch((error: unknown) => app.log.error({ err: error }, 'chat socket sweep failed'))
          .finally(() => {
            sweeping = false;
          });
      },
      Math.min(SWEEP_MS, timeouts.idleMs / 2),
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    await app.jobs.work(PRUNE_JOB, async () => {
      const pruned = await pruneChatMessages(app.db, { days: settings.retentionDays });
      if (pruned > 0) app.log.info({ pruned }, 'chat messages past their retention deleted');
    });
    await app.jobs.every(PRUNE_JOB, PRUNE_EVERY_MINUTES);
    // Also once at start: in-process the daily timer begins again with each start.
    app.addHook('onReady', () => app.jobs.send(PRUNE_JOB, {}, { singletonKey: 'start' }));
  };
