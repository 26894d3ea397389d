import { CHAT_LIMITS } from '@madrasa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Author } from './message-store.ts';

/**
 * Flood control per member, whichever instance they write through (the counters are the
 * rate-limit plugin's: in Redis when REDIS_URL is set): each window of CHAT_LIMITS.flood
 * counts every message accepted so far.
 */
export function floodControl(app: FastifyInstance) {
  const authors = new WeakMap<FastifyRequest, Author>();
  const windows = CHAT_LIMITS.flood.map(({ max, seconds }) =>
    app.createRateLimit({
      max,
      timeWindow: seconds * 1000,
      keyGenerator: (request) => {
        const author = authors.get(request);
        return `chat:${seconds}s:${author?.role}:${author?.id}`;
      },
    }),
  );
  return {
    async take(request: FastifyRequest, reply: FastifyReply, author: Author) {
      authors.set(request, author);
      for (const window of windows) {
        const state = await window(request);
        if (!state.isAllowed && state.isExceeded) {
          const seconds = Math.max(1, Math.ceil(state.ttl / 1000));
          reply.header('retry-after', seconds);
          throw new AppError(429, 'rate_limited', 'chat.too_fast', { seconds });
        }
      }
    },
  };
}
