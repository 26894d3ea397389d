import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { isStorageKey } from '../storage/index.ts';

/**
 * One backup is one gzip'd tar: `manifest.json` first, then the database (`database/pglite.tar`,
 * PGlite's own data-folder dump, or `database/postgres.dump`, pg_dump's custom format), then
 * every stored file under `storage/<key>`. The database is dumped while deletions of stored
 * files are held, and the files are copied after it, so every file the dump names is in
 * the archive (files stored meanwhile may be too; nothing refers to them).
 */
export const BACKUP_FORMAT = 'madrasa-backup';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** `s3`: the files live in the bucket and are not in the archive. */
  storage: 'local' | 's3';
};

export const ENTRY = {
  manifest: 'manifest.json',
  pglite: 'database/pglite.tar',
  postgres: 'database/postgres.dump',
  storagePrefix: 'storage/',
} as const;

export type BackupSource = {
  database: { kind: 'pglite'; dump: () => Promise<Blob> } | { kind: 'postgres'; url: string };
  /** The local-disk storage folder, or null when files live in an S3 bucket. */
  storageDir: string | null;
  /** Defers deletions of stored files (the running server's storage); absent offline. */
  holdDeletes?: () => () => Promise<void>;
};

/** pg-boss's schema (lib/jobs/pg-boss-jobs.ts). */
export const JOB_SCHEMA = 'pgboss';

/** pg_dump or pg_restore is not installed here: the message says what to run instead. */
export class MissingToolError extends Error {}

export async function writeBackup(source: BackupSource, out: Writable): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    database: source.database.kind,
    storage: source.storageDir ? 'local' : 's3',
  };
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  const release = source.holdDeletes?.();
  try {
    await addEntry(pack, ENTRY.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
    if (source.database.kind === 'pglite') {
      const dump = Buffer.from(await (await source.database.dump()).arrayBuffer());
      await addEntry(pack, ENTRY.pglite, dump);
    } else {
      await addPgDump(pack, source.database.url);
    }
    if (source.storageDir) await addStoredFiles(pack, source.storageDir);
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
    throw error;
  } finally {
    await release?.();
  }
  await written;
  return manifest;
}

function addEntry(pack: tar.Pack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: body.length }, body, (error) => (error ? reject(error) : resolve()));
  });
}

async function addFile(pack: tar.Pack, name: string, file: string): Promise<void> {
  const { size, mtime } = await stat(file);
  await pipeline(createReadStream(file), pack.entry({ name, size, mtime }));
}

/** Stored files only: regular files whose relative path is a storage key (no `.part`). */
export async function storedFilesOf(storageDir: string): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .filter(isStorageKey)
    .sort();
}

async function addStoredFiles(pack: tar.Pack, storageDir: string): Promise<void> {
  for (const key of await storedFilesOf(storageDir)) {
    // A file removed since the listing (only possible offline, with no hold) is skipped.
    await addFile(pack, `${ENTRY.storagePrefix}${key}`, path.join(storageDir, key)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
}

async function addPgDump(pack: tar.Pack, url: string): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-pgdump-'));
  const file = path.join(dir, 'postgres.dump');
  try {
    // The job queue's schema holds only pending work (pg-boss recreates it at start), and its
    // partitioned tables do not survive pg_restore --clean: it is left out.
    const args = ['--format=custom', '--no-owner', `--exclude-schema=${JOB_SCHEMA}`];
    await runTool('pg_dump', [...args, '--file', file, '--dbname', url]);
    await addFile(pack, ENTRY.postgres, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs pg_dump or pg_restore; a missing tool becomes a MissingToolError with the command. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') return reject(error);
      const shown = args.map((arg) => (arg.includes('://') ? '"$DATABASE_URL"' : arg)).join(' ');
      reject(
        new MissingToolError(
          `${tool} was not found. Install the PostgreSQL client tools (Debian: apt install postgresql-client) or run it yourself:\n  ${tool} ${shown}`,
        ),
      );
    });
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${errors}`)),
    );
  });
}
