import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '../config.ts';
import { syncTree } from '../lib/disk-sync.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { canonicalizePhones, type PhoneCanonicalization } from './canonical-phones.ts';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { DurableNodeFS, durableStartParams } from './durable-node-fs.ts';
import * as schema from './schema.ts';

/**
 * The database as the rest of the code sees it: the driver-neutral Drizzle type, so
 * queries, services and tests never depend on PGlite or node-postgres.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseConfig['kind'];
  close: () => Promise<void>;
  /** Stored phone numbers the start could not bring to their one form, for the log. */
  phones: PhoneCanonicalization;
  /** PGlite only: the whole cluster as a tarball, which `snapshot` can start from. */
  dump?: () => Promise<Blob>;
};

type OpenOptions = {
  /** Called when an idle PostgreSQL connection fails (otherwise it would crash the process). */
  onPoolError?: (error: Error) => void;
  /**
   * Called when this process can no longer prove it owns the embedded database's folder
   * (its lock was removed or went stale); another process may open it now, so the caller
   * must stop writing. The default ends the process.
   */
  onLockLost?: (error: Error) => void;
};

/** Any constant works; it only has to be the same for every instance of this app. */
const MIGRATION_LOCK_KEY = 7_305_201;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: { database: DatabaseConfig },
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  return config.database.kind === 'postgres'
    ? openPostgres(config.database.url, options)
    : openPglite(config.database, options);
}

function exitOnLockLost(error: Error): void {
  console.error(`Lost the lock on the embedded database, stopping: ${error.message}`);
  process.exit(1);
}

async function openPglite(
  {
    dataDir,
    snapshot,
    sharedBuffersMb,
    fileSystem = (dir) => new DurableNodeFS(dir),
  }: Extract<DatabaseConfig, { kind: 'pglite' }>,
  options: OpenOptions,
): Promise<DatabaseHandle> {
  // Imported on demand so a PostgreSQL deployment never loads the WASM build.
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let lock: DataDirLock | undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    lock = await lockDataDir(dataDir, { onCompromised: options.onLockLost ?? exitOnLockLost });
  }
  const close = async () => {
    await client?.close();
    await lock?.release();
  };
  let client: PGlite | undefined;
  try {
    // Starting from a snapshot skips initdb, most of PGlite's ~3 s start-up.
    const loadDataDir = snapshot ? new Blob([await readFile(snapshot)]) : undefined;
    const postgresqlconf = sharedBuffersMb ? [`shared_buffers=${sharedBuffersMb}MB`] : undefined;
    // A new cluster (initdb's, or the snapshot's) is unpacked without a single sync.
    const isNewCluster = dataDir !== null && !existsSync(path.join(dataDir, 'PG_VERSION'));
    // pg_trgm: the search's trigram matching (migration 0004 creates the extension).
    client = await PGlite.create({
      // On disk, a commit is answered once it is on the disk (durable-node-fs.ts).
      ...(dataDir
        ? {
            fs: fileSystem(dataDir),
            startParams: durableStartParams(PGlite.defaultStartParams),
          }
        : {}),
      loadDataDir,
      postgresqlconf,
      extensions: { pg_trgm },
    });
    if (dataDir && isNewCluster) await syncTree(dataDir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const phones = await canonicalizePhones(db);
    const opened = client;
    return {
      db,
      kind: 'pglite',
      phones,
      close,
      dump: () => opened.dumpDataDir('none'),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function openPostgres(url: string, options: OpenOptions): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzle(pool, { schema });
  let phones: PhoneCanonicalization;
  try {
    // Several instances may start together; an advisory lock lets one migrate at a time.
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      phones = await canonicalizePhones(db);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lock.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', phones, close: () => pool.end() };
}
