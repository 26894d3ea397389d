import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
