import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { errorHandlerPlugin } from '../error-handler.ts';
import { languagePlugin } from '../language.ts';
import { rateLimitPlugin } from './index.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.warn('TEST_REDIS_URL is unset: skipping the shared (Redis) rate-limit tests.');
}

/** The plugin under test with one limited route and one per-account throttle. */
async function instance(env: Record<string, string>) {
  const app = Fastify();
  app.decorate('config', loadConfig({ LOG_LEVEL: 'silent', ...env }));
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(rateLimitPlugin);
  app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => 'ok');
  const perAccount = app.createRateLimit({
    max: 3,
    timeWindow: 60_000,
    keyGenerator: (request) => `login:${(request.query as { account: string }).account}`,
  });
  app.get('/throttled', async (request, reply) => {
    const state = await perAccount(request);
    if (!state.isAllowed && state.isExceeded) return reply.code(429).send('slow down');
    return 'ok';
  });
  await app.ready();
  return app;
}

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  // A fresh prefix per run: runs never see each other's counters.
  const prefix = `madrasa-test-${randomBytes(6).toString('hex')}:`;
  const env = { REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix };
  let a: Awaited<ReturnType<typeof instance>>;
  let b: Awaited<ReturnType<typeof instance>>;
  let inspector: Redis;
  beforeAll(async () => {
    [a, b] = await Promise.all([instance(env), instance(env)]);
    inspector = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const keys = await inspector.keys(`${prefix}*`);
    if (keys.length > 0) await inspector.del(...keys);
    await inspector.quit();
  });

  it('counts route limits across instances', async () => {
    expect((await a.inject('/limited')).statusCode).toBe(200);
    expect((await b.inject('/limited')).statusCode).toBe(200);
    const refused = await a.inject('/limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'rate_limited' });
  });

  it('counts per-account throttles across instances', async () => {
    for (const app of [a, b, a]) {
      expect((await app.inject('/throttled?account=sara')).statusCode).toBe(200);
    }
    expect((await b.inject('/throttled?account=sara')).statusCode).toBe(429);
    expect((await b.inject('/throttled?account=omar')).statusCode).toBe(200);
  });

  it('keeps every counter under the prefix, expiring with its window', async () => {
    const keys = await inspector.keys(`${prefix}rate-limit:*`);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    for (const key of keys) expect(await inspector.pttl(key)).toBeGreaterThan(0);
  });

  it('closes its Redis connection with the app', async () => {
    const connections = async () =>
      String(await inspector.client('LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${prefix}rate-limit `)).length;
    const app = await instance(env);
    expect(await connections()).toBe(3);
    await app.close();
    expect(await connections()).toBe(2);
  });
});

describe('rate limits without Redis', () => {
  it('count in this process only', async () => {
    const [a, b] = await Promise.all([instance({}), instance({})]);
    for (let i = 0; i < 2; i += 1) expect((await a.inject('/limited')).statusCode).toBe(200);
    expect((await a.inject('/limited')).statusCode).toBe(429);
    expect((await b.inject('/limited')).statusCode).toBe(200);
    await Promise.all([a.close(), b.close()]);
  });

  it('refuse to start when REDIS_URL cannot be reached', async () => {
    await expect(instance({ REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /^Cannot reach Redis at REDIS_URL/,
    );
  });
});
