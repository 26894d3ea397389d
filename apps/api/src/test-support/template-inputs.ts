import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Whatever changes a test template's content: migrations, schema, seed code and data. */
const INPUTS = ['drizzle', 'src/db', 'src/seed', 'src/lib/storage'];

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

let hashed: Promise<string> | undefined;

/**
 * A short hash of every input of the test templates (PGlite's and PostgreSQL's): a template
 * made from other inputs is stale. Computed once a process.
 */
export function templateInputsHash(): Promise<string> {
  hashed ??= (async () => {
    const hash = createHash('sha256');
    hash.update(await pgliteVersion());
    for (const input of INPUTS) {
      for (const file of await filesUnder(path.join(API_ROOT, input))) {
        hash.update(path.relative(API_ROOT, file)).update(await readFile(file));
      }
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return hashed;
}
