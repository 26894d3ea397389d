import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DiskAfterPowerCut,
  type DiskState,
  type FolderEntries,
  type JournalEntry,
} from './disk-after-power-cut.ts';

/** A data folder of one file, `a` (inode 2, "hello"), in the root folder (inode 1). */
const initial = (): DiskState => ({
  rootIno: 1,
  files: new Map([[2, Buffer.from('hello')]]),
  folders: new Map([[1, folder({ a: 2 })]]),
});

/** Entries by name; an inode above 100 is a folder, for short fixtures. */
const folder = (entries: Record<string, number>): FolderEntries =>
  new Map(Object.entries(entries).map(([name, ino]) => [name, { ino, isDir: ino > 100 }]));

const write = (ino: number, position: number, text: string): JournalEntry => ({
  op: 'write',
  ino,
  position,
  bytes: Buffer.from(text),
});

describe('the disk after a power cut', () => {
  let dir: string;
  let cuts = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-disk-model-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The files left if the power went after `entries`: path → text. */
  const diskAfter = async (entries: JournalEntry[]) => {
    const disk = new DiskAfterPowerCut(initial());
    for (const entry of entries) disk.apply(entry);
    cuts += 1;
    const target = path.join(dir, String(cuts));
    await disk.materialize(target);
    const files: Record<string, string> = {};
    for (const name of await readdir(target, { recursive: true, withFileTypes: true })) {
      const full = path.join(name.parentPath, name.name);
      const key = path.relative(target, full);
      files[key] = name.isDirectory() ? '<folder>' : await readFile(full, 'utf8');
    }
    return files;
  };

  it('keeps what was there when recording started', async () => {
    expect(await diskAfter([])).toEqual({ a: 'hello' });
  });

  it('loses a write never synced, keeps one synced, and loses what came after the sync', async () => {
    expect(await diskAfter([write(2, 0, 'J')])).toEqual({ a: 'hello' });
    expect(await diskAfter([write(2, 0, 'J'), { op: 'sync', ino: 2 }])).toEqual({ a: 'Jello' });
    expect(
      await diskAfter([write(2, 0, 'J'), { op: 'sync', ino: 2 }, write(2, 5, ', world')]),
    ).toEqual({ a: 'Jello' });
  });

  it('loses a synced new file until its folder is synced', async () => {
    const made: JournalEntry[] = [
      { op: 'create', ino: 3, isDir: false },
      write(3, 0, 'new'),
      { op: 'sync', ino: 3 },
    ];
    expect(await diskAfter(made)).toEqual({ a: 'hello' });
    const listed = { op: 'syncDir', ino: 1, entries: folder({ a: 2, b: 3 }) } as const;
    expect(await diskAfter([...made, listed])).toEqual({ a: 'hello', b: 'new' });
    // Listed but its bytes never synced: the name is there, the bytes are not.
    expect(await diskAfter([made[0], made[1], listed] as JournalEntry[])).toEqual({
      a: 'hello',
      b: '',
    });
  });

  it('keeps a rename only once the folder is synced', async () => {
    const renamed = { op: 'syncDir', ino: 1, entries: folder({ c: 2 }) } as const;
    expect(await diskAfter([])).toEqual({ a: 'hello' });
    expect(await diskAfter([renamed])).toEqual({ c: 'hello' });
  });

  it('keeps a truncation only once synced, with zeros where a shrunk file grew again', async () => {
    const shrunk: JournalEntry = { op: 'truncate', ino: 2, size: 2 };
    expect(await diskAfter([shrunk])).toEqual({ a: 'hello' });
    expect(await diskAfter([shrunk, { op: 'sync', ino: 2 }])).toEqual({ a: 'he' });
    expect(await diskAfter([shrunk, write(2, 4, '!'), { op: 'sync', ino: 2 }])).toEqual({
      a: 'he\0\0!',
    });
  });

  it('keeps a deleted file whose inode number a new file took, until the folder is synced', async () => {
    const reused: JournalEntry[] = [
      { op: 'create', ino: 2, isDir: false },
      write(2, 0, 'other'),
      { op: 'sync', ino: 2 },
    ];
    expect(await diskAfter(reused)).toEqual({ a: 'hello' });
    const relisted = { op: 'syncDir', ino: 1, entries: folder({ d: 2 }) } as const;
    expect(await diskAfter([...reused, relisted])).toEqual({ d: 'other' });
  });

  it('keeps a new folder and its files only when each level was synced', async () => {
    const made: JournalEntry[] = [
      { op: 'create', ino: 101, isDir: true },
      { op: 'create', ino: 4, isDir: false },
      write(4, 0, 'wal'),
      { op: 'sync', ino: 4 },
      { op: 'syncDir', ino: 101, entries: folder({ seg: 4 }) },
    ];
    expect(await diskAfter(made)).toEqual({ a: 'hello' });
    const parent = { op: 'syncDir', ino: 1, entries: folder({ a: 2, pg_wal: 101 }) } as const;
    expect(await diskAfter([...made, parent])).toEqual({
      a: 'hello',
      pg_wal: '<folder>',
      'pg_wal/seg': 'wal',
    });
    expect(await diskAfter([made[0], parent] as JournalEntry[])).toEqual({
      a: 'hello',
      pg_wal: '<folder>',
    });
  });
});
