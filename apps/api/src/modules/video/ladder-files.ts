import { createReadStream, createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../lib/storage/index.ts';

export async function putLocalFile(storage: Storage, { file, key }: { file: string; key: string }) {
  await storage.put(key, createReadStream(file));
}

/**
 * Stores every file ffmpeg wrote in `dir` under `folder`, the playlist `last`: a playlist
 * is never readable before the segments it names. Returns the stored keys.
 */
export async function putFolder(
  storage: Storage,
  { dir, folder, last }: { dir: string; folder: string; last: string },
): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => file !== last).sort();
  const keys: string[] = [];
  for (const file of [...files, last]) {
    const key = `${folder}/${file}`;
    await putLocalFile(storage, { file: path.join(dir, file), key });
    keys.push(key);
  }
  return keys;
}

/** Copies a stored rung's files back into a scratch folder (to remux a rung made earlier). */
export async function readRungInto(
  storage: Storage,
  { keys, dir }: { keys: string[]; dir: string },
): Promise<void> {
  for (const key of keys) {
    const name = key.slice(key.lastIndexOf('/') + 1);
    await pipeline(await storage.get(key), createWriteStream(path.join(dir, name)));
  }
}
