import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { newStorageKey, type Storage } from '../lib/storage/index.ts';
import { SEED_ASSETS_DIR as ASSETS_DIR } from '../paths.ts';

export type StoredFile = { key: string; size: number };

/**
 * Copies shipped demo files into storage. Every row gets its own stored copy, as an
 * upload would, so deleting one row's file never breaks another row.
 */
export function createSeedFiles(storage: Storage) {
  const cache = new Map<string, Promise<Buffer>>();
  const bytesOf = (asset: string) => {
    let bytes = cache.get(asset);
    if (!bytes) {
      bytes = readFile(path.join(ASSETS_DIR, asset));
      cache.set(asset, bytes);
    }
    return bytes;
  };

  return {
    /** `asset` is relative to `seed/assets`, e.g. `subjects/arabic.webp`. */
    async asset(asset: string, folder: string): Promise<StoredFile> {
      const key = newStorageKey(folder, path.extname(asset));
      const { size } = await storage.put(key, await bytesOf(asset));
      return { key, size };
    },

    async bytes(
      bytes: Uint8Array,
      { folder, extension }: { folder: string; extension: string },
    ): Promise<StoredFile> {
      const key = newStorageKey(folder, extension);
      const { size } = await storage.put(key, bytes);
      return { key, size };
    },
  };
}

export type SeedFiles = ReturnType<typeof createSeedFiles>;
