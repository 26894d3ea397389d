import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mapLimit } from '../../lib/map-limit.ts';

/** A folder's entries as `readdir` and `lstat` saw them: name → inode. */
export type FolderEntries = Map<string, { ino: number; isDir: boolean }>;

/** The data folder when recording started, by inode: all of it counts as on the disk. */
export type DiskState = {
  rootIno: number;
  files: Map<number, Buffer>;
  folders: Map<number, FolderEntries>;
};

/**
 * What the database asked of the file layer, in order, and the test's acknowledgements
 * (a 2xx answer) in between. `create` gives an inode a new, empty identity: the kernel
 * reuses the number of a deleted file for a new one.
 */
export type JournalEntry<Ack = unknown> =
  | { op: 'create'; ino: number; isDir: boolean }
  | { op: 'write'; ino: number; position: number; bytes: Buffer }
  | { op: 'truncate'; ino: number; size: number }
  | { op: 'sync'; ino: number }
  | { op: 'syncDir'; ino: number; entries: FolderEntries }
  | { op: 'ack'; write: Ack };

type Change = Extract<JournalEntry, { op: 'write' | 'truncate' }>;

/** A file's bytes, copied from the recorded start only once they change. */
class FileBytes {
  #buffer: Buffer;
  #owned = false;
  length: number;

  constructor(initial: Buffer = Buffer.alloc(0)) {
    this.#buffer = initial;
    this.length = initial.length;
  }

  apply(change: Change) {
    if (change.op === 'write') {
      const end = change.position + change.bytes.length;
      this.#fit(end);
      change.bytes.copy(this.#buffer, change.position);
      this.length = Math.max(this.length, end);
    } else {
      this.#fit(change.size);
      // Past the end stays zero, so a later write beyond a shrink leaves a zero-filled gap.
      if (change.size < this.length) this.#buffer.fill(0, change.size, this.length);
      this.length = change.size;
    }
  }

  bytes(): Buffer {
    return this.#buffer.subarray(0, this.length);
  }

  #fit(size: number) {
    if (this.#owned && size <= this.#buffer.length) return;
    // Room to double when growing, as a file appended to keeps growing.
    const room = this.#owned ? 2 * this.#buffer.length : this.length;
    const grown = Buffer.alloc(Math.max(size, room));
    this.#buffer.copy(grown, 0, 0, this.length);
    this.#buffer = grown;
    this.#owned = true;
  }
}

type FileInode = { kind: 'file'; durable: FileBytes; pending: Change[] };
type FolderInode = { kind: 'folder'; durable: Map<string, Inode> };
type Inode = FileInode | FolderInode;

const newInode = (isDir: boolean, bytes?: Buffer): Inode =>
  isDir
    ? { kind: 'folder', durable: new Map() }
    : { kind: 'file', durable: new FileBytes(bytes), pending: [] };

/**
 * The disk a power cut leaves, at its worst: a file holds what it held at its last sync, a
 * folder the entries it had at its last sync (a creation, rename or deletion in it counts
 * only from then). Journal entries are applied in order; `materialize` writes the disk as
 * it would be if the power went after the entries applied so far.
 */
export class DiskAfterPowerCut {
  #root: Inode;
  /** The file or folder now behind each inode number. */
  #current = new Map<number, Inode>();

  constructor(initial: DiskState) {
    for (const [ino, bytes] of initial.files) this.#current.set(ino, newInode(false, bytes));
    for (const ino of initial.folders.keys()) this.#current.set(ino, newInode(true));
    for (const [ino, entries] of initial.folders) {
      this.#folder(ino).durable = this.#resolve(entries);
    }
    this.#root = this.#folder(initial.rootIno);
  }

  apply(entry: JournalEntry) {
    switch (entry.op) {
      case 'create':
        this.#current.set(entry.ino, newInode(entry.isDir));
        break;
      case 'write':
      case 'truncate':
        this.#file(entry.ino).pending.push(entry);
        break;
      case 'sync': {
        const file = this.#file(entry.ino);
        for (const change of file.pending) file.durable.apply(change);
        file.pending = [];
        break;
      }
      case 'syncDir':
        this.#folder(entry.ino).durable = this.#resolve(entry.entries);
        break;
      case 'ack':
        break;
    }
  }

  async materialize(target: string) {
    await write(this.#root, target);
  }

  #resolve(entries: FolderEntries): Map<string, Inode> {
    return new Map([...entries].map(([name, { ino, isDir }]) => [name, this.#inode(ino, isDir)]));
  }

  /** An inode never seen (made outside the recording) has nothing on the disk yet. */
  #inode(ino: number, isDir: boolean): Inode {
    const known = this.#current.get(ino);
    if (known && (known.kind === 'folder') === isDir) return known;
    const made = newInode(isDir);
    this.#current.set(ino, made);
    return made;
  }

  #file(ino: number) {
    return this.#inode(ino, false) as FileInode;
  }

  #folder(ino: number) {
    return this.#inode(ino, true) as FolderInode;
  }
}

async function write(inode: Inode, target: string): Promise<void> {
  if (inode.kind === 'file') return writeFile(target, inode.durable.bytes());
  await mkdir(target, { mode: 0o700 });
  await mapLimit([...inode.durable], {
    limit: 8,
    fn: ([name, child]) => write(child, path.join(target, name)),
  });
}
