import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export { type HoldableStorage, withDeleteHold } from './delete-hold.ts';
export type { ByteRange, Storage, StoredObjectInfo } from './storage.ts';
export { contentTypeOf, isStorageKey, newStorageKey } from './storage-key.ts';

/** The configured storage driver: local disk unless STORAGE_DRIVER=s3 chose a bucket. */
export const createStorage = (
  config: Pick<Config, 'storageDir'> & Partial<Pick<Config, 'storage'>>,
): Storage =>
  config.storage?.driver === 's3'
    ? createS3Storage(config.storage)
    : createLocalDiskStorage(config.storageDir);
