import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/**
 * Limits per source address, on the route (`config.rateLimit`): generous, because a
 * whole school reaches us from one address; 300 a minute lets a classroom of 40 sign in
 * (with retries) and still stops a flood.
 */
export const PER_ADDRESS = { max: 300, timeWindow: '1 minute' } as const;
/** Sending codes is cheaper to abuse (mail to strangers, phone-number probing). */
export const PER_ADDRESS_SENDS = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Tight limits per account and address, as Laravel keys them (login + IP): five failures
 * or code sends a minute for logins, five checks a minute for codes. Keyed with the
 * address so a stranger guessing cannot lock the owner out from elsewhere.
 */
export const PER_ACCOUNT = { max: 5, timeWindow: 60_000 } as const;

export type AccountThrottle = {
  /** 429 once the limit is reached; does not count this request (failures count later). */
  assertOpen: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts a failure or a sent code. */
  hit: (request: FastifyRequest) => Promise<void>;
  /** Counts this request, and answers 429 past the limit. */
  take: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/** A per-account throttle; `field` is the validated body field naming the account. */
export function accountThrottle(
  app: FastifyInstance,
  name: string,
  field: string,
): AccountThrottle {
  const accountOf = (request: FastifyRequest) =>
    String((request.body as Record<string, unknown>)[field]).toLowerCase();
  const limiter = app.createRateLimit({
    ...PER_ACCOUNT,
    keyGenerator: (request) => `${name}:${accountOf(request)}:${request.ip}`,
  });
  const refuse = (reply: FastifyReply, ttl: number) => {
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('retry-after', seconds);
    return new AppError(429, 'rate_limited', 'auth.too_many_attempts', { seconds });
  };
  return {
    async assertOpen(request, reply) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) throw refuse(reply, state.ttl);
    },
    async hit(request) {
      await limiter(request);
    },
    async take(request, reply) {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) throw refuse(reply, state.ttl);
    },
  };
}
