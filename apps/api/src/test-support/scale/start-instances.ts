import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createScratchDatabase } from '../scratch-database.ts';
import { startS3TestServer } from '../storage/s3-test-server.ts';

export type Instance = { app: App; url: string; dataDir: string };

export type Cluster = { instances: Instance[]; close: () => Promise<void> };

/**
 * `count` API instances as production runs them: each its own process state and data
 * folder, all sharing one PostgreSQL database (a scratch one), one Redis (under a key
 * prefix unique to this run) and one S3 bucket (s3rver), each listening on its own
 * loopback port. They start together, as instances behind a proxy would.
 */
export async function startInstances(
  count: number,
  urls: { database: string; redis: string },
  /** A web build all instances serve (each serves none of its own otherwise). */
  { webDist }: { webDist?: string } = {},
): Promise<Cluster> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const s3 = await startS3TestServer();
    cleanups.push(s3.close);
    const database = await createScratchDatabase(urls.database);
    cleanups.push(database.drop);
    const prefix = `madrasa-test-${randomBytes(6).toString('hex')}:`;
    cleanups.push(() => deleteKeys(urls.redis, prefix));

    const start = async (): Promise<Instance> => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-instance-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist ?? path.join(dataDir, 'web-dist'),
        DATABASE_URL: database.url,
        REDIS_URL: urls.redis,
        REDIS_PREFIX: prefix,
        ...s3.env,
      });
      const app = await buildApp(config);
      cleanups.push(() => app.close());
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      return { app, url: `http://127.0.0.1:${port}`, dataDir };
    };
    const instances = await Promise.all(Array.from({ length: count }, start));
    return { instances, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function deleteKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
