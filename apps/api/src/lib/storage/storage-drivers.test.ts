import { mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { recordDiskSyncs } from '../../test-support/disk-syncs.ts';
import { describeStorageDriver } from '../../test-support/storage/describe-storage-driver.ts';
import { startS3TestServer } from '../../test-support/storage/s3-test-server.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

describeStorageDriver('local disk', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-storage-'));
  return {
    storage: createLocalDiskStorage(dir),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

describeStorageDriver('S3 (s3rver on loopback)', async () => {
  const server = await startS3TestServer();
  return { storage: createS3Storage(server.settings), close: server.close };
});

describe.skipIf(process.platform !== 'linux')(
  'local disk: a stored file survives a power cut',
  () => {
    it('syncs the file, its folder and each folder made for it before `put` returns', async () => {
      const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'madrasa-storage-')));
      const storage = createLocalDiskStorage(dir);
      const recording = recordDiskSyncs();
      try {
        await storage.put('materials/2026/lesson.pdf', Buffer.from('%PDF-1.7 درس'));
        const synced = recording.synced.map((file) => path.relative(dir, file) || '.');
        // The bytes (as the part file, before it takes its name), then the new names, deepest first.
        expect(synced).toEqual([
          expect.stringMatching(/^materials\/2026\/lesson\.pdf\.[0-9a-f]{12}\.part$/),
          'materials/2026',
          'materials',
          '.',
        ]);
        recording.synced.length = 0;
        await storage.put('materials/2026/other.pdf', Readable.from([Buffer.from('%PDF-1.7')]));
        expect(recording.synced.map((file) => path.relative(dir, file))).toEqual([
          expect.stringMatching(/^materials\/2026\/other\.pdf\..*\.part$/),
          'materials/2026',
        ]);
      } finally {
        recording.stop();
        await rm(dir, { recursive: true, force: true });
      }
    });
  },
);
