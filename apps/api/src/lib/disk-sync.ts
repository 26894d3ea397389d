import fs from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Asks the disk to keep what was written to a file or a folder's entries (fsync). Until then
 * a power cut can lose writes the system already acknowledged: they sit in the page cache.
 * Opening read-only is enough to sync, for a file and, on Linux and macOS, for a folder.
 */
export async function syncToDisk(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    // Through `fs.fsync` looked up at each call, so a test can see which descriptors are synced.
    await new Promise<void>((resolve, reject) =>
      fs.fsync(handle.fd, (error) => (error ? reject(error) : resolve())),
    );
  } finally {
    await handle.close();
  }
}

/**
 * Syncs every file and folder under `root`, deepest first, as initdb does for a new
 * cluster: for a tree written without syncs (an unpacked archive, a fresh database).
 */
export async function syncTree(root: string): Promise<void> {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const child = path.join(root, entry.name);
    if (entry.isDirectory()) await syncTree(child);
    else if (entry.isFile()) await syncToDisk(child);
  }
  await syncToDisk(root);
}
