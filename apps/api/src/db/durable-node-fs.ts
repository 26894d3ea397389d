import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/*
 * PGlite on Node, made as durable as PostgreSQL with fsync on (docs/decisions.md, "The
 * embedded database survives a power cut"). Out of the box it is not (pglite issue 1107):
 * - it starts PostgreSQL with `-F`, fsync off, so PostgreSQL never asks for a sync;
 * - Emscripten's NODEFS, which maps the data folder onto the disk, has no `fsync` file
 *   operation, so a sync that is asked for (WASI `fd_sync`) returns without reaching the disk;
 * - Emscripten's `fdatasync` is a no-op, and PostgreSQL's default way of syncing the WAL
 *   on Linux is fdatasync.
 * The three fixes below are all this takes; durable-node-fs.test.ts fails if an upgrade of
 * PGlite stops any of them from reaching the disk.
 */

/** The part of Emscripten's NODEFS this file touches. */
export type EmscriptenNodeFs = {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation: <T>(operation: () => T) => T;
};

/**
 * PGlite's start-up arguments, with fsync on (no `-F`) and the WAL synced with fsync, the one
 * sync call that reaches NODEFS.
 */
export const durableStartParams = (defaults: readonly string[]): string[] => [
  ...defaults.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/**
 * PGlite's Node filesystem with the `fsync` file operation it lacks: a sync of a file or of
 * a folder (PostgreSQL syncs pg_wal after adding a segment, and the data folder after
 * renaming the control file) becomes a real fsync of the same descriptor.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addSync = (mod: unknown) => {
      this.addFsync((mod as { NODEFS: EmscriptenNodeFs }).NODEFS);
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addSync] },
    };
  }

  /** Installs the fsync operation; a subclass may watch it (the power-cut test does). */
  protected addFsync(nodefs: EmscriptenNodeFs): void {
    nodefs.stream_ops.fsync = (stream) => {
      // A failed sync throws the Emscripten errno: PostgreSQL then stops rather than carry on
      // with writes the disk may not have (its data_sync_retry=off).
      nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
      return 0;
    };
  }
}
