import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * One process per embedded database. PGlite has no server of its own to arbitrate between
 * processes: two opening one folder would each keep their own copy of the pages and one
 * would silently overwrite the other's writes. The owner holds `<dataDir>.lock` (a
 * proper-lockfile directory whose mtime it refreshes) for its whole life, and describes
 * itself in `<dataDir>.owner.json` so a refused process can say who holds the folder.
 */

/** A holder that stops refreshing for this long is taken to be gone (crash, kill -9). */
const STALE_MS = 10_000;

export type LockOwner = { pid: number; host: string; command: string; startedAt: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const holder = owner
      ? `process ${owner.pid} on ${owner.host} (${owner.command}, started ${owner.startedAt})`
      : 'another process';
    super(
      `The embedded database in ${dataDir} is in use by ${holder}. ` +
        'Only one process may open it: stop that one first, or give this one another DATA_DIR. ' +
        '(npm run create-admin and npm run backup work while the server runs.)',
    );
    this.name = 'DataDirLockedError';
  }
}

const ownerFileOf = (dataDir: string) => `${dataDir}.owner.json`;

export async function readLockOwner(dataDir: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(ownerFileOf(dataDir), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** Whether the recorded holder still runs; only a same-host answer can be known. */
function ownerIsAlive(owner: LockOwner | null): boolean {
  if (!owner || owner.host !== os.hostname()) return true;
  // In a container every restart is pid 1 again: a record of our own pid is a previous life.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DataDirLock = { release: () => Promise<void> };

/**
 * Takes the folder or throws DataDirLockedError at once when a live process holds it. A
 * lock whose holder is gone (its pid no longer runs here, or its lock has not been
 * refreshed for STALE_MS) is taken over by proper-lockfile once stale, so a crash costs at
 * most that wait on the next start. The pid only decides whether waiting is worth it.
 */
export async function lockDataDir(
  dataDir: string,
  options: { onCompromised: (error: Error) => void },
): Promise<DataDirLock> {
  const attempt = (retries: number) =>
    lockfile.lock(dataDir, {
      stale: STALE_MS,
      retries: { retries, minTimeout: 500, maxTimeout: 1000, factor: 1 },
      onCompromised: options.onCompromised,
    });
  let release: () => Promise<void>;
  try {
    release = await attempt(0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = await readLockOwner(dataDir);
    // A holder that still runs and refreshes its lock: refuse now rather than wait.
    const refreshed = await lockfile.check(dataDir, { stale: STALE_MS }).catch(() => true);
    if (ownerIsAlive(owner) && refreshed) throw new DataDirLockedError(dataDir, owner);
    try {
      release = await attempt(Math.ceil((STALE_MS * 1.5) / 500));
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw new DataDirLockedError(dataDir, await readLockOwner(dataDir));
    }
  }
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
    startedAt: new Date().toISOString(),
  };
  await writeFile(ownerFileOf(dataDir), `${JSON.stringify(owner)}\n`);
  return {
    release: async () => {
      await rm(ownerFileOf(dataDir), { force: true });
      await release();
    },
  };
}
