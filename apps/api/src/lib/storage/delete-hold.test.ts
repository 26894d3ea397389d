import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDeleteHold } from './delete-hold.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';

describe('deletions held during a backup', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'madrasa-hold-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps a deleted file until every holder releases, then deletes it', async () => {
    const storage = withDeleteHold(createLocalDiskStorage(root));
    await storage.put('files/a.pdf', Buffer.from('%PDF-1.7'));
    const first = storage.holdDeletes();
    const second = storage.holdDeletes();
    await storage.delete('files/a.pdf');
    expect(await storage.stat('files/a.pdf')).not.toBeNull();
    await first();
    await first(); // a second release by the same holder changes nothing
    expect(await storage.stat('files/a.pdf')).not.toBeNull();
    await second();
    expect(await storage.stat('files/a.pdf')).toBeNull();
  });

  it('deletes at once when nobody holds', async () => {
    const storage = withDeleteHold(createLocalDiskStorage(root));
    await storage.put('files/b.pdf', Buffer.from('%PDF-1.7'));
    await storage.delete('files/b.pdf');
    expect(await storage.stat('files/b.pdf')).toBeNull();
  });
});
