import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import { connectRedis } from '../../lib/redis.ts';
import {
  type AccountThrottle,
  type AccountThrottleOptions,
  accountThrottle,
} from './account-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A throttle per account and address (login, code checks, password changes). */
    accountThrottle: (options: AccountThrottleOptions) => AccountThrottle;
  }
}

/**
 * Counters live in Redis when REDIS_URL is set, so every instance counts together (route
 * limits and the per-account throttles made with `app.createRateLimit` alike); otherwise
 * in this process. Not global: a route opts in with
 * `config: { rateLimit: { max, timeWindow, keyGenerator } }`, because the right limit
 * differs per route (a classroom shares one IP, an account does not).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const shared = app.config.redis;
    // The client name shows who holds a connection in Redis's CLIENT LIST.
    const store = shared
      ? {
          redis: await connectRedis(app, { url: shared.url, name: `${shared.prefix}rate-limit` }),
          nameSpace: `${shared.prefix}rate-limit:`,
        }
      : {};
    await app.register(rateLimit, {
      global: false,
      ...store,
      errorResponseBuilder: (_request, context) =>
        new AppError(context.statusCode, 'rate_limited', 'error.rate_limited', {
          seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
    app.decorate('accountThrottle', (options: AccountThrottleOptions) =>
      accountThrottle(app, options),
    );
  },
  { name: 'rate-limit' },
);
