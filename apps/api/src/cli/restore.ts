/**
 * `npm run restore -- FILE [--force]`: restores a `npm run backup` archive into the
 * configured DATA_DIR (embedded database and stored files) or DATABASE_URL (pg_restore).
 * Refuses a target that already holds data unless --force, which replaces it; refuses
 * while a server owns the embedded database.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../lib/backup/restore-archive.ts';
import { runCommand, UsageError } from './run-command.ts';

const USAGE = 'Usage: npm run restore -- <backup.tar.gz> [--force]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(USAGE);
  const config = loadConfig(process.env);
  const { manifest, files } = await restoreBackup(path.resolve(file), config, {
    force: values.force,
  });
  const where = config.database.kind === 'pglite' ? config.dataDir : 'the PostgreSQL database';
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${where}: the database and ${files} stored files.`,
  );
}

runCommand(main, USAGE);
