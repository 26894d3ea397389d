import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/storage/index.ts';
import { seedDemoIfEmpty } from '../seed/index.ts';
import { templateInputsHash } from './template-inputs.ts';

export type PostgresTemplate = { database: string; storageDir: string | null };

const PREFIX = 'madrasa_template_';
/** Any constant works: the workers of every run on this server take turns at building. */
const BUILD_LOCK_KEY = 7_305_299;

/** The seeded files of a template database, in the temp folder. */
const filesDirOf = (database: string) => path.join(os.tmpdir(), `madrasa-test-${database}`);

const urlOf = (baseUrl: string, database: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * A migrated (and optionally seeded) database on the server of `baseUrl`, kept for every
 * later test file and run, with the seeded files in the temp folder beside it. A test
 * database made with `CREATE DATABASE … TEMPLATE` from it takes a fraction of a second,
 * where migrations and the seed take seconds. Rebuilt whenever an input changes; workers
 * take turns under an advisory lock, so one builds and the others find it made.
 */
export async function postgresTemplate(
  baseUrl: string,
  seeded: boolean,
): Promise<PostgresTemplate> {
  const kind = seeded ? 'seeded' : 'empty';
  const database = `${PREFIX}${kind}_${await templateInputsHash()}`;
  const dir = filesDirOf(database);
  const template = { database, storageDir: seeded ? path.join(dir, 'storage') : null };

  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BUILD_LOCK_KEY]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 1 && existsSync(path.join(dir, 'ready'))) return template;

    await client.query(`DROP DATABASE IF EXISTS "${database}"`);
    await rm(dir, { recursive: true, force: true });
    await dropStale(client, `${PREFIX}${kind}_`, database);
    await client.query(`CREATE DATABASE "${database}"`);
    await client.query(`COMMENT ON DATABASE "${database}" IS '${Date.now()}'`);
    const handle = await openDatabase({
      database: { kind: 'postgres', url: urlOf(baseUrl, database) },
    });
    try {
      if (seeded) {
        const storage = await createStorage({ storageDir: path.join(dir, 'storage') });
        await seedDemoIfEmpty({ db: handle.db, storage, log: { info: () => {} }, announce: false });
      }
    } finally {
      await handle.close();
    }
    // Nobody connects to a template: CREATE DATABASE … TEMPLATE refuses one in use.
    await client.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'ready'), '');
    return template;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [BUILD_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** A day: a run of other code (another worktree) may still be copying its template. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Templates made from other inputs are dead weight on the server and in the temp folder,
 * once no run of that code can still be using them.
 */
async function dropStale(client: pg.Client, prefix: string, keep: string) {
  const stale = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database
      WHERE starts_with(datname, $1) AND datname <> $2
        AND coalesce(shobj_description(oid, 'pg_database'), '0')::bigint < $3`,
    [prefix, keep, Date.now() - STALE_AFTER_MS],
  );
  for (const { datname } of stale.rows) {
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await rm(filesDirOf(datname), { recursive: true, force: true });
  }
}
