import { CHAT_TICKET_SECONDS, type Role } from '@madrasa/contracts';
import type { FastifyInstance } from 'fastify';
import { connectRedis } from '../../lib/redis.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';

/** Who a ticket was given to: the session it came from is watched for as long as the socket. */
export type TicketHolder = { role: Role; id: number; sessionId: number };

/**
 * One-time tickets for opening the socket, since a browser cannot put a bearer token on a
 * WebSocket request: 30 seconds, spent on first use, kept only as a hash (in this process,
 * or in Redis where any instance may receive the socket).
 */
export type SocketTickets = {
  issue: (holder: TicketHolder) => Promise<string>;
  redeem: (ticket: string) => Promise<TicketHolder | null>;
};

export function memoryTickets(now: () => number = Date.now): SocketTickets {
  const tickets = new Map<string, { holder: TicketHolder; expires: number }>();
  return {
    issue: async (holder) => {
      for (const [hash, kept] of tickets) if (kept.expires <= now()) tickets.delete(hash);
      const ticket = newToken();
      tickets.set(sha256(ticket), { holder, expires: now() + CHAT_TICKET_SECONDS * 1000 });
      return ticket;
    },
    redeem: async (ticket) => {
      const hash = sha256(ticket);
      const kept = tickets.get(hash);
      tickets.delete(hash);
      return kept && kept.expires > now() ? kept.holder : null;
    },
  };
}

export async function redisTickets(
  app: FastifyInstance,
  redis: { url: string; prefix: string },
): Promise<SocketTickets> {
  const client = await connectRedis(app, { url: redis.url, name: `${redis.prefix}chat-tickets` });
  const keyOf = (ticket: string) => `${redis.prefix}chat-ticket:${sha256(ticket)}`;
  return {
    issue: async (holder) => {
      const ticket = newToken();
      await client.set(keyOf(ticket), JSON.stringify(holder), 'EX', CHAT_TICKET_SECONDS);
      return ticket;
    },
    redeem: async (ticket) => {
      const kept = await client.getdel(keyOf(ticket));
      return kept ? (JSON.parse(kept) as TicketHolder) : null;
    },
  };
}
