import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { syncToDisk } from '../disk-sync.ts';
import type { Storage } from './storage.ts';
import { isStorageKey } from './storage-key.ts';

/** Syncs `deepest` and each folder above it up to `top`: new names in each are then kept. */
async function syncFolders(top: string, deepest: string): Promise<void> {
  for (let folder = deepest; ; folder = path.dirname(folder)) {
    await syncToDisk(folder);
    if (folder === top || folder === path.dirname(folder)) return;
  }
}

/** Files under one directory, one file per key. */
export function createLocalDiskStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  const fileOf = (key: string): string => {
    const file = path.resolve(root, ...key.split('/'));
    // The key pattern already rules out escapes; this is the second lock on the door.
    if (!isStorageKey(key) || !file.startsWith(root + path.sep)) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return file;
  };

  /**
   * The file a key reads from, or null when it does not exist or a symbolic link inside
   * the folder points out of it: keys cannot climb out, but a link planted on the disk
   * must not turn /storage into a reader of the whole machine.
   */
  // The root's own real path, found once (on success) rather than on every read.
  let realRootPath: string | undefined;
  const realRoot = async () => {
    realRootPath ??= await realpath(root);
    return realRootPath;
  };

  const readableFileOf = async (key: string): Promise<string | null> => {
    const file = fileOf(key);
    const [real, rootPath] = await Promise.all([realpath(file), realRoot()]).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [null, null];
        throw error;
      },
    );
    return real && rootPath && real.startsWith(rootPath + path.sep) ? real : null;
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      const folder = path.dirname(file);
      const firstMadeFolder = await mkdir(folder, { recursive: true });
      // Write beside the target and rename, so readers never see a half-written file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (body instanceof Readable) {
          await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        } else {
          await writeFile(partial, body, { flag: 'wx' });
        }
        // On the disk before the upload is acknowledged, so a power cut cannot take it back:
        // the file's bytes, then its name in its folder and any folder made for it.
        await syncToDisk(partial);
        await rename(partial, file);
        await syncFolders(firstMadeFolder ? path.dirname(firstMadeFolder) : folder, folder);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: body instanceof Readable ? (await stat(file)).size : body.byteLength };
    },

    async get(key, range) {
      const file = await readableFileOf(key);
      if (!file) throw Object.assign(new Error(`No stored file: ${key}`), { code: 'ENOENT' });
      return createReadStream(file, range);
    },

    async stat(key) {
      const file = await readableFileOf(key);
      const info = file ? await stat(file) : null;
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        lastModified: info.mtime,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
