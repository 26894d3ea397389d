import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Config } from '../../config.ts';
import { lockDataDir } from '../../db/data-dir-lock.ts';
import { syncToDisk, syncTree } from '../disk-sync.ts';
import { isStorageKey } from '../storage/index.ts';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  ENTRY,
  JOB_SCHEMA,
  runTool,
} from './backup-archive.ts';

export class RestoreRefusedError extends Error {}

export type RestoreSummary = { manifest: BackupManifest; files: number };

type Target = Pick<Config, 'database' | 'storage' | 'storageDir'>;

/**
 * Restores a `npm run backup` archive into the configured database and storage folder.
 * Refuses a target that already holds data unless `force` (which replaces it), an archive
 * of the other database kind, and, on the embedded database, a folder a server holds
 * (the data-folder lock is taken while the database is written). The next start runs the
 * migrations, so an older backup comes up current.
 */
export async function restoreBackup(
  file: string,
  target: Target,
  { force }: { force: boolean },
): Promise<RestoreSummary> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'madrasa-restore-'));
  try {
    const { manifest, databaseFile, storedFiles } = await unpack(file, scratch);
    if (manifest.database !== target.database.kind) {
      throw new RestoreRefusedError(
        `This backup holds a ${manifest.database} database and this installation uses ${target.database.kind}; restore it where DATABASE_URL matches.`,
      );
    }
    const storageDir = target.storage.driver === 'local' ? target.storageDir : null;
    if (target.database.kind === 'pglite') {
      const { dataDir } = target.database;
      if (!dataDir) throw new RestoreRefusedError('An in-memory database cannot be restored into.');
      await mkdir(dataDir, { recursive: true });
      // Held from the emptiness check to the last write: no server may open it meanwhile.
      const lock = await lockDataDir(dataDir, {
        onCompromised: (error) => {
          throw error;
        },
      });
      try {
        await refuseUnlessEmpty(target, storageDir, force);
        await rm(dataDir, { recursive: true, force: true });
        await mkdir(dataDir);
        const { PGlite } = await import('@electric-sql/pglite');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const loadDataDir = new Blob([await readFile(databaseFile)]);
        await (await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } })).close();
        // Unpacked without syncs: on the disk before the restore says it is done.
        await syncTree(dataDir);
        await syncToDisk(path.dirname(dataDir));
        await restoreStoredFiles(scratch, storageDir, storedFiles, force);
      } finally {
        await lock.release();
      }
    } else {
      await refuseUnlessEmpty(target, storageDir, force);
      // Jobs waiting for the replaced data must not run against the restored one.
      if (force) await runSql(target.database.url, `DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
      const clean = force ? ['--clean', '--if-exists'] : [];
      await runTool('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        ...clean,
        '--dbname',
        target.database.url,
        databaseFile,
      ]);
      await restoreStoredFiles(scratch, storageDir, storedFiles, force);
    }
    return { manifest, files: storedFiles.length };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function restoreStoredFiles(
  scratch: string,
  storageDir: string | null,
  keys: string[],
  force: boolean,
): Promise<void> {
  if (!storageDir) return;
  if (force) await rm(storageDir, { recursive: true, force: true });
  for (const key of keys) {
    const destination = path.join(storageDir, key);
    await mkdir(path.dirname(destination), { recursive: true });
    await pipeline(
      createReadStream(path.join(scratch, 'storage', key)),
      createWriteStream(destination),
    );
  }
  await syncTree(storageDir);
  await syncToDisk(path.dirname(storageDir));
}

/** Reads the archive into a scratch folder, checking its manifest and every entry's name. */
async function unpack(file: string, scratch: string) {
  let manifest: BackupManifest | null = null;
  let databaseFile: string | null = null;
  const storedFiles: string[] = [];
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => {}); // awaited below; a damaged file also ends the loop with its error
  try {
    for await (const entry of extract) {
      const { name } = entry.header;
      if (name === ENTRY.manifest) {
        manifest = parseManifest(await text(entry));
      } else if (!manifest) {
        throw new RestoreRefusedError(`${file} is not a Madrasa backup (no manifest first).`);
      } else if (name === ENTRY.pglite || name === ENTRY.postgres) {
        databaseFile = path.join(scratch, path.basename(name));
        await pipeline(entry, createWriteStream(databaseFile));
      } else if (name.startsWith(ENTRY.storagePrefix)) {
        const key = name.slice(ENTRY.storagePrefix.length);
        // Names come from the file: only storage keys, which cannot climb out of the folder.
        if (!isStorageKey(key))
          throw new RestoreRefusedError(`Unexpected file in the backup: ${name}`);
        const destination = path.join(scratch, 'storage', key);
        await mkdir(path.dirname(destination), { recursive: true });
        await pipeline(entry, createWriteStream(destination));
        storedFiles.push(key);
      } else {
        throw new RestoreRefusedError(`Unexpected file in the backup: ${name}`);
      }
    }
    await reading;
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    throw new RestoreRefusedError(
      `${file} is not a Madrasa backup, or it is damaged (${(error as Error).message}).`,
    );
  }
  if (!manifest || !databaseFile) {
    throw new RestoreRefusedError(`${file} is not a complete Madrasa backup.`);
  }
  return { manifest, databaseFile, storedFiles };
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseManifest(json: string): BackupManifest {
  const manifest = JSON.parse(json) as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) {
    throw new RestoreRefusedError('This archive is not a Madrasa backup this version can read.');
  }
  return manifest as BackupManifest;
}

async function hasFiles(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => []);
  return entries.length > 0;
}

async function refuseUnlessEmpty(target: Target, storageDir: string | null, force: boolean) {
  if (force) return;
  const filled: string[] = [];
  if (target.database.kind === 'pglite') {
    if (target.database.dataDir && (await hasFiles(target.database.dataDir))) {
      filled.push(target.database.dataDir);
    }
  } else if (await postgresHasTables(target.database.url)) {
    filled.push('the PostgreSQL database');
  }
  if (storageDir && (await hasFiles(storageDir))) filled.push(storageDir);
  if (filled.length > 0) {
    throw new RestoreRefusedError(
      `Not restoring over existing data (${filled.join(', ')}). Use an empty DATA_DIR or database, or add --force to replace it.`,
    );
  }
}

async function runSql(url: string, statement: string): Promise<Record<string, unknown>[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** Tables of the application (the job queue's own schema does not count as data). */
async function postgresHasTables(url: string): Promise<boolean> {
  const [row] = await runSql(
    url,
    `SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema', '${JOB_SCHEMA}')`,
  );
  return Number(row?.count ?? 0) > 0;
}
