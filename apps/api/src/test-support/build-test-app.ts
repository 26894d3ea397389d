import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type App, buildApp } from '../app.ts';
import { type Config, type DatabaseConfig, loadConfig } from '../config.ts';
import type { DurableNodeFS } from '../db/durable-node-fs.ts';
import { linkTree } from './link-tree.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { postgresTemplate } from './postgres-template.ts';
import { createScratchDatabase } from './scratch-database.ts';

const execFileAsync = promisify(execFile);

export type TestAppOptions = {
  /** Start from the demo catalogue (default) or from empty tables. */
  seed?: boolean;
  /** Extra settings, as environment variables (e.g. `{ TEACHER_SIGNUP: 'closed' }`). */
  env?: Record<string, string>;
  /**
   * PGlite only: keep the database on disk in `<dataDir>/db`, through this file layer,
   * rather than in memory (the power-cut test records what reaches the disk). Needs `tar`.
   */
  fileSystem?: (dir: string) => DurableNodeFS;
};

export type TestApp = {
  app: App;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
};

/**
 * The whole app on a private database and data folder. TEST_DB_KIND picks the
 * database: in-memory PGlite, or with `postgres` a scratch database on TEST_DATABASE_URL
 * that `close` drops; both start from a cached, migrated template. Build one per test file
 * (beforeAll / afterAll): it is the expensive part of a test.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-test-'));
  const cleanups: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    let database: DatabaseConfig;
    if (process.env.TEST_DB_KIND === 'postgres') {
      const baseUrl = process.env.TEST_DATABASE_URL;
      if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
      const template = await postgresTemplate(baseUrl, seed);
      const scratch = await createScratchDatabase(baseUrl, template.database);
      cleanups.push(scratch.drop);
      if (template.storageDir) {
        await linkTree(template.storageDir, path.join(dataDir, 'storage'));
      }
      database = { kind: 'postgres', url: scratch.url };
    } else {
      const template = await pgliteTemplate(seed);
      if (template.storageDir) {
        await linkTree(template.storageDir, path.join(dataDir, 'storage'));
      }
      if (options.fileSystem) {
        // Unpacked with tar: PGlite's own loader writes through its file layer, ~7 s, not ~0.2 s.
        const dbDir = path.join(dataDir, 'db');
        await mkdir(dbDir);
        await execFileAsync('tar', ['-xf', template.snapshot, '-C', dbDir]);
        database = { kind: 'pglite', dataDir: dbDir, fileSystem: options.fileSystem };
      } else {
        database = { kind: 'pglite', dataDir: null, snapshot: template.snapshot };
      }
    }

    const config: Config = {
      ...loadConfig({
        NODE_ENV: 'test',
        // TEST_LOG_LEVEL=error shows what a 500 in a test was.
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        DATA_DIR: dataDir,
        SEED_DEMO: String(seed),
        // No web build unless a test asks for one, so results never depend on `npm run build`.
        WEB_DIST_DIR: path.join(dataDir, 'web-dist'),
        // Uploads are queued for a ladder but not transcoded, unless a test turns it on.
        VIDEO_TRANSCODE: 'false',
        ...options.env,
      }),
      database,
    };
    const app = await buildApp(config);
    return {
      app,
      config,
      dataDir,
      close: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
