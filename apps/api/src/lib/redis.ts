import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** Connects at start, so a wrong REDIS_URL stops the server instead of the first sign-in. */
export async function connectRedis(
  app: FastifyInstance,
  { url, name }: { url: string; name: string },
): Promise<Redis> {
  // One quick retry, not ioredis's 20: while Redis is down, limited routes (sign-in, codes,
  // messages) answer 500 promptly rather than hang. They fail closed on purpose: failing
  // open would lift the password-guessing guard. A subscriber still reconnects for ever.
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectionName: name,
  });
  redis.on('error', (error) => app.log.error({ err: error }, 'redis connection failed'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  }
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}
