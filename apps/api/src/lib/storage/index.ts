import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { Storage } from './storage.ts';

export { type HoldableStorage, withDeleteHold } from './delete-hold.ts';
export type { ByteRange, Storage, StoredObjectInfo } from './storage.ts';
export { contentTypeOf, isStorageKey, newStorageFolder, newStorageKey } from './storage-key.ts';

/**
 * The configured storage driver: local disk unless STORAGE_DRIVER=s3 chose a bucket. The S3
 * driver (and the AWS SDK, some 20 MB of memory) is loaded only when chosen.
 */
export async function createStorage(
  config: Pick<Config, 'storageDir'> & Partial<Pick<Config, 'storage'>>,
): Promise<Storage> {
  if (config.storage?.driver !== 's3') return createLocalDiskStorage(config.storageDir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.storage);
}
