import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { mapLimit } from '../lib/map-limit.ts';

/**
 * Mirrors a folder with hard links: ~20x faster than copying the seeded files. Safe
 * because storage never rewrites a file in place (it writes a new file and renames),
 * and deleting only removes this folder's link.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true });
  const dirs = entries.filter((entry) => entry.isDirectory());
  const files = entries.filter((entry) => entry.isFile());
  await mkdir(to, { recursive: true });
  for (const dir of dirs) {
    await mkdir(path.join(to, path.relative(from, path.join(dir.parentPath, dir.name))), {
      recursive: true,
    });
  }
  await mapLimit(files, {
    limit: 32,
    fn: async (file) => {
      const source = path.join(file.parentPath, file.name);
      const target = path.join(to, path.relative(from, source));
      // Another file system (or one without hard links): fall back to a plain copy.
      await link(source, target).catch(() => copyFile(source, target));
    },
  });
}
