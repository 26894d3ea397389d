import fs from 'node:fs';
import { vi } from 'vitest';

/**
 * Records which files and folders are synced to the disk (Linux: a descriptor's path is read
 * from /proc), through the two calls the code syncs with: `fs.fsyncSync` (the embedded
 * database, durable-node-fs.ts) and `fs.fsync` (uploads and unpacked trees, disk-sync.ts).
 */
export function recordDiskSyncs(): { synced: string[]; stop: () => void } {
  const synced: string[] = [];
  const pathOf = (fd: number) => fs.readlinkSync(`/proc/self/fd/${fd}`);
  const { fsyncSync, fsync } = fs;
  const syncSpy = vi.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
    synced.push(pathOf(fd));
    fsyncSync(fd);
  });
  const asyncSpy = vi.spyOn(fs, 'fsync').mockImplementation((fd, callback) => {
    synced.push(pathOf(fd));
    fsync(fd, callback);
  });
  return {
    synced,
    stop: () => {
      syncSpy.mockRestore();
      asyncSpy.mockRestore();
    },
  };
}
