import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/storage/index.ts';
import { seedDemoIfEmpty } from '../seed/index.ts';
import { templateInputsHash } from './template-inputs.ts';

export type PgliteTemplate = { snapshot: string; storageDir: string | null };

/**
 * A migrated (and optionally seeded) PGlite cluster saved as a tarball in the temp
 * folder, with the seeded files beside it. A test app loads it in ~0.5 s instead of
 * running initdb, migrations and the seed (~5 s). Rebuilt whenever an input changes;
 * workers that race to build it each write a private copy and rename it into place.
 */
export async function pgliteTemplate(seeded: boolean): Promise<PgliteTemplate> {
  const prefix = `madrasa-test-template-${seeded ? 'seeded' : 'empty'}-`;
  const dir = path.join(os.tmpdir(), `${prefix}${await templateInputsHash()}`);
  const template = {
    snapshot: path.join(dir, 'db.tar'),
    storageDir: seeded ? path.join(dir, 'storage') : null,
  };
  if (existsSync(path.join(dir, 'ready'))) return template;

  const building = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await mkdir(building, { recursive: true });
  const handle = await openDatabase({ database: { kind: 'pglite', dataDir: null } });
  try {
    if (seeded) {
      const storage = await createStorage({ storageDir: path.join(building, 'storage') });
      await seedDemoIfEmpty({ db: handle.db, storage, log: { info: () => {} }, announce: false });
    }
    const dump = await handle.dump?.();
    if (!dump) throw new Error('PGlite handle cannot dump');
    await writeFile(path.join(building, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
    await writeFile(path.join(building, 'ready'), '');
  } finally {
    await handle.close();
  }
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  await removeStale(prefix, dir);
  return template;
}

/** Old templates of this kind are dead weight once the inputs changed. */
async function removeStale(prefix: string, keep: string) {
  for (const name of await readdir(os.tmpdir())) {
    const full = path.join(os.tmpdir(), name);
    if (name.startsWith(prefix) && full !== keep && !name.endsWith('.tmp')) {
      await rm(full, { recursive: true, force: true });
    }
  }
}
