import type { MessageKey } from '@madrasa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { PER_ACCOUNT } from '../../lib/rate-limits.ts';

export type AccountThrottle = {
  /** 429 once the limit is reached; does not count this request (failures count later). */
  assertOpen: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts a failure or a sent code. */
  hit: (request: FastifyRequest) => Promise<void>;
  /** Counts this request, and answers 429 past the limit. */
  take: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

export type AccountThrottleOptions = {
  /** The counter's name: `student:login`, `admin:login`… */
  name: string;
  /** Attempts in a window of milliseconds; PER_ACCOUNT unless given. */
  limit?: { max: number; timeWindow: number };
  /** The 429's message, given `seconds` and `minutes`; `auth.too_many_attempts` unless given. */
  message?: MessageKey;
} & (
  | {
      /** The validated body field naming the account; the key adds the address. */
      field: string;
    }
  | {
      /** The account's own key, for a request that names it otherwise (a session). */
      key: (request: FastifyRequest) => string;
    }
);

/** PER_ACCOUNT attempts a minute for one account, or the limit given; see lib/rate-limits.ts. */
export function accountThrottle(
  app: FastifyInstance,
  options: AccountThrottleOptions,
): AccountThrottle {
  const keyOf =
    'field' in options
      ? (request: FastifyRequest) =>
          `${String((request.body as Record<string, unknown>)[options.field]).toLowerCase()}:${request.ip}`
      : options.key;
  const limiter = app.createRateLimit({
    ...(options.limit ?? PER_ACCOUNT),
    keyGenerator: (request) => `${options.name}:${keyOf(request)}`,
  });
  const refuse = (reply: FastifyReply, ttl: number) => {
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('retry-after', seconds);
    const message = options.message ?? 'auth.too_many_attempts';
    return new AppError(429, 'rate_limited', message, {
      seconds,
      minutes: Math.ceil(seconds / 60),
    });
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
