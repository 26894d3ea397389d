import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * In-process counters (Redis later). Not global: a route opts in with
 * `config: { rateLimit: { max, timeWindow, keyGenerator } }`, because the right limit
 * differs per route (a classroom shares one IP, an account does not).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(context.statusCode, 'rate_limited', 'error.rate_limited', {
          seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit' },
);
