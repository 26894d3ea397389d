import type { Config } from '../../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import type { Storage } from './storage.ts';

export type { ByteRange, Storage, StoredObjectInfo } from './storage.ts';
export { contentTypeOf, isStorageKey, newStorageKey } from './storage-key.ts';

/** The configured storage driver (local disk for now; S3 joins here later). */
export const createStorage = (config: Pick<Config, 'storageDir'>): Storage =>
  createLocalDiskStorage(config.storageDir);
