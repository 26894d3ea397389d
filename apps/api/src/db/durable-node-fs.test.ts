import { mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDiskSyncs } from '../test-support/disk-syncs.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

/*
 * The embedded database's commits reach the disk (durable-node-fs.ts). These fail if an
 * upgrade of PGlite stops a sync from reaching it: a start-up flag, a missing file operation.
 */
describe.skipIf(process.platform !== 'linux')('the embedded database on disk', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let recording: ReturnType<typeof recordDiskSyncs>;
  const syncedSince = async (run: () => Promise<unknown>) => {
    recording.synced.length = 0;
    await run();
    return recording.synced.map((file) => path.relative(dir, file) || '.');
  };

  beforeAll(async () => {
    dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'madrasa-durable-')));
    recording = recordDiskSyncs();
  });
  afterAll(async () => {
    recording.stop();
    await handle?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('syncs a new cluster whole, as initdb does, before it is used', async () => {
    const synced = await syncedSince(async () => {
      handle = await openDatabase({ database: { kind: 'pglite', dataDir: dir } });
    });
    expect(synced).toEqual(expect.arrayContaining(['PG_VERSION', 'global/pg_control', '.']));
  }, 60_000);

  it('starts PostgreSQL with fsync on, the WAL synced by fsync', async () => {
    const result = await handle.db.execute(
      sql`SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS method`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { fsync: 'on', method: 'fsync' },
    ]);
  });

  it('syncs the WAL before a commit is answered', async () => {
    await handle.db.execute(sql`CREATE TABLE answers (id serial PRIMARY KEY, text text)`);
    const synced = await syncedSince(() =>
      handle.db.execute(sql`INSERT INTO answers (text) VALUES ('الجواب ٤٢')`),
    );
    expect(synced).toEqual([expect.stringMatching(/^pg_wal\/[0-9A-F]{24}$/)]);
  });

  it('syncs pg_wal after adding a segment, and data files and the control file at a checkpoint', async () => {
    const synced = await syncedSince(async () => {
      await handle.db.execute(sql`SELECT pg_switch_wal()`);
      await handle.db.execute(sql`INSERT INTO answers (text) VALUES ('after the switch')`);
      await handle.db.execute(sql`CHECKPOINT`);
    });
    expect(synced).toEqual(
      expect.arrayContaining([
        'pg_wal',
        'global/pg_control',
        expect.stringMatching(/^base\/\d+\/\d+$/),
      ]),
    );
  });
});
