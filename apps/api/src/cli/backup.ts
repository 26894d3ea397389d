/**
 * `npm run backup [-- --out FILE]`: one archive (lib/backup) with the database and the
 * stored files, consistent, while the server keeps serving. On the embedded database the
 * server that owns it writes the archive (through the local control socket); with no
 * server running the command opens the database itself. On PostgreSQL it runs pg_dump.
 * The archive is written beside its name and renamed when complete, never left half-made.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { type BackupSource, writeBackup } from '../lib/backup/backup-archive.ts';
import { callControl, readJson } from '../lib/control-channel.ts';
import { runCommand, UsageError } from './run-command.ts';

const USAGE = 'Usage: npm run backup [-- --out <file.tar.gz>]';

const defaultName = () =>
  `madrasa-backup-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.tar.gz`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = path.resolve(values.out ?? defaultName());
  const partial = `${out}.partial`;
  const config = loadConfig(process.env);
  const storageDir = config.storage.driver === 'local' ? config.storageDir : null;
  try {
    if (config.database.kind === 'postgres') {
      await writeBackup(
        { database: { kind: 'postgres', url: config.database.url }, storageDir },
        createWriteStream(partial),
      );
    } else if (!(await fromServer(config.dataDir, partial))) {
      const database = await openDatabase(config);
      try {
        const dump = database.dump as NonNullable<typeof database.dump>;
        const source: BackupSource = { database: { kind: 'pglite', dump }, storageDir };
        await writeBackup(source, createWriteStream(partial));
      } finally {
        await database.close();
      }
    }
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  console.log(`Backup written: ${out}`);
  if (!storageDir) {
    console.log(
      'Stored files live in the S3 bucket and are not in this archive: back the bucket up with its own versioning or replication.',
    );
  }
}

/** Streams the archive from the server owning the embedded database; false if none runs. */
async function fromServer(dataDir: string, file: string): Promise<boolean> {
  const response = await callControl(dataDir, { method: 'GET', path: '/backup' });
  if (!response) return false;
  if (response.statusCode !== 200) {
    const { message } = (await readJson(response)) as { message?: string };
    throw new UsageError(message ?? `The server refused the backup (${response.statusCode}).`);
  }
  await pipeline(response, createWriteStream(file));
  // A server that failed half-way cuts the stream; gzip's missing end would tell too late.
  if (!response.complete) throw new Error('The server stopped before the backup was complete.');
  return true;
}

runCommand(main, USAGE);
