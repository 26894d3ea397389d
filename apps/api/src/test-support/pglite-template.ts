import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/storage/index.ts';
import { seedDemoIfEmpty } from '../seed/index.ts';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Whatever changes the template's content: migrations, schema, seed code and data. */
const INPUTS = ['drizzle', 'src/db', 'src/seed', 'src/lib/storage'];

export type PgliteTemplate = { snapshot: string; storageDir: string | null };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !/\.test\.ts$|\.snap$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A PGlite upgrade may change the dump format, so its version is an input too. */
async function pgliteVersion(): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(await readFile(manifest, 'utf8'));
      if (name === '@electric-sql/pglite') return version;
    }
    dir = path.dirname(dir);
  }
  throw new Error('@electric-sql/pglite not found');
}

async function inputsHash(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await pgliteVersion());
  for (const input of INPUTS) {
    for (const file of await filesUnder(path.join(API_ROOT, input))) {
      hash.update(path.relative(API_ROOT, file)).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated (and optionally seeded) PGlite cluster saved as a tarball in the temp
 * folder, with the seeded files beside it. A test app loads it in ~0.5 s instead of
 * running initdb, migrations and the seed (~5 s). Rebuilt whenever an input changes;
 * workers that race to build it each write a private copy and rename it into place.
 */
export async function pgliteTemplate(seeded: boolean): Promise<PgliteTemplate> {
  const prefix = `madrasa-test-template-${seeded ? 'seeded' : 'empty'}-`;
  const dir = path.join(os.tmpdir(), `${prefix}${await inputsHash()}`);
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
