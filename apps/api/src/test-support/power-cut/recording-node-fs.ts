import fs from 'node:fs';
import path from 'node:path';
import { DurableNodeFS, type EmscriptenNodeFs } from '../../db/durable-node-fs.ts';
import type { DiskState, FolderEntries, JournalEntry } from './disk-after-power-cut.ts';

/** Test support only: the writes and syncs the database asks of its data folder, in order. */
export class PowerCutJournal<Ack> {
  entries: JournalEntry<Ack>[] = [];
  initial: DiskState | undefined;
  recording = false;

  /**
   * Counts the folder as it is now as on the disk (writeback would have put it there long
   * before the burst) and records from here. Read in one go, so the database, which runs on
   * this thread, cannot write meanwhile.
   */
  start(dataDir: string) {
    this.initial = readDiskState(dataDir);
    this.entries = [];
    this.recording = true;
  }

  stop() {
    this.recording = false;
  }

  /** The write was answered 2xx: it must survive a power cut from here on. */
  ack(write: Ack) {
    if (this.recording) this.entries.push({ op: 'ack', write });
  }

  record(entry: JournalEntry<Ack>) {
    this.entries.push(entry);
  }
}

function readDiskState(root: string): DiskState {
  const state: DiskState = {
    rootIno: fs.lstatSync(root).ino,
    files: new Map(),
    folders: new Map(),
  };
  const visit = (folder: string, ino: number) => {
    const entries = folderEntries(folder);
    state.folders.set(ino, entries);
    for (const [name, child] of entries) {
      const full = path.join(folder, name);
      if (child.isDir) visit(full, child.ino);
      else state.files.set(child.ino, fs.readFileSync(full));
    }
  };
  visit(root, state.rootIno);
  return state;
}

/** Files and folders only: a PostgreSQL data folder without tablespaces has nothing else. */
function folderEntries(folder: string): FolderEntries {
  const entries: FolderEntries = new Map();
  for (const name of fs.readdirSync(folder)) {
    const stat = fs.lstatSync(path.join(folder, name));
    if (stat.isFile() || stat.isDirectory()) {
      entries.set(name, { ino: stat.ino, isDir: stat.isDirectory() });
    }
  }
  return entries;
}

type EmscriptenNode = { mode: number };
type Stream = { nfd: number; node: EmscriptenNode };
type SizeAttr = { size?: number };

/** The parts of Emscripten's NODEFS (pglite.js, `NODEFS={`) the recording wraps. */
type RecordedNodeFs = {
  realPath: (node: EmscriptenNode) => string;
  stream_ops: {
    /** Absent from PGlite's own NODEFS: a sync asked for then does nothing. */
    fsync?: (stream: Stream) => number | undefined;
    write: (
      stream: Stream,
      buffer: Int8Array,
      offset: number,
      length: number,
      position: number,
    ) => number;
    setattr: (stream: Stream, attr: SizeAttr) => void;
  };
  node_ops: {
    setattr: (node: EmscriptenNode, attr: SizeAttr) => void;
    mknod: (parent: EmscriptenNode, name: string, mode: number, dev: number) => EmscriptenNode;
  };
};

/**
 * DurableNodeFS that also tells the journal each write, truncation, file creation and sync
 * it passes to the disk, once the disk has taken it; a folder's sync carries the entries the
 * folder has at that moment, which are what a power cut would keep of it.
 */
export class RecordingNodeFS extends DurableNodeFS {
  constructor(
    dataDir: string,
    private readonly journal: PowerCutJournal<unknown>,
  ) {
    super(dataDir);
  }

  protected override addFsync(emscriptenNodeFs: EmscriptenNodeFs): void {
    super.addFsync(emscriptenNodeFs);
    // The same NODEFS object, which durable-node-fs.ts types only as far as it needs.
    const nodefs = emscriptenNodeFs as unknown as RecordedNodeFs;
    const { stream_ops: streamOps, node_ops: nodeOps } = nodefs;
    const { fsync, write, setattr: setStreamAttr } = streamOps;
    const { setattr: setNodeAttr, mknod } = nodeOps;
    const journal = this.journal;
    const inoOfStream = (stream: Stream) => fs.fstatSync(stream.nfd).ino;
    const inoOfNode = (node: EmscriptenNode) => fs.lstatSync(nodefs.realPath(node)).ino;

    streamOps.write = (stream, buffer, offset, length, position) => {
      const written = write(stream, buffer, offset, length, position);
      if (journal.recording) {
        const bytes = Buffer.copyBytesFrom(buffer, offset, written);
        journal.record({ op: 'write', ino: inoOfStream(stream), position, bytes });
      }
      return written;
    };
    // A sync counts once it reaches the kernel: a file layer whose fsync returns without
    // syncing (PGlite's before durable-node-fs.ts) must fail the test, not pass it.
    streamOps.fsync = (stream) => {
      const { fsyncSync } = fs;
      let reachedDisk = false;
      fs.fsyncSync = (fd) => {
        fsyncSync(fd);
        reachedDisk ||= fd === stream.nfd;
      };
      let result: number | undefined;
      try {
        result = fsync?.(stream);
      } finally {
        fs.fsyncSync = fsyncSync;
      }
      if (journal.recording && reachedDisk) {
        const stat = fs.fstatSync(stream.nfd);
        journal.record(
          stat.isDirectory()
            ? {
                op: 'syncDir',
                ino: stat.ino,
                entries: folderEntries(nodefs.realPath(stream.node)),
              }
            : { op: 'sync', ino: stat.ino },
        );
      }
      return result;
    };
    // PostgreSQL shortens files with ftruncate (a stream) and, opening with O_TRUNC, truncate.
    streamOps.setattr = (stream, attr) => {
      setStreamAttr(stream, attr);
      if (journal.recording && attr.size !== undefined) {
        journal.record({ op: 'truncate', ino: inoOfStream(stream), size: attr.size });
      }
    };
    nodeOps.setattr = (node, attr) => {
      setNodeAttr(node, attr);
      if (journal.recording && attr.size !== undefined) {
        journal.record({ op: 'truncate', ino: inoOfNode(node), size: attr.size });
      }
    };
    nodeOps.mknod = (parent, name, mode, dev) => {
      const node = mknod(parent, name, mode, dev);
      if (journal.recording) {
        const stat = fs.lstatSync(nodefs.realPath(node));
        journal.record({ op: 'create', ino: stat.ino, isDir: stat.isDirectory() });
      }
      return node;
    };
  }
}
