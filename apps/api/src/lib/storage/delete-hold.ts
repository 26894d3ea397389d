import type { Storage } from './storage.ts';

export type HoldableStorage = Storage & {
  /**
   * Defers deletions until the returned release is called (by every holder): a backup
   * holds them from its database dump until its last file is copied, so every file the
   * dump names is still there to copy. A deferred deletion lost to a crash leaves only an
   * unreferenced file behind, never a missing one.
   */
  holdDeletes: () => () => Promise<void>;
};

export function withDeleteHold(storage: Storage): HoldableStorage {
  let holders = 0;
  const deferred = new Set<string>();
  return {
    ...storage,
    async delete(key) {
      if (holders > 0) deferred.add(key);
      else await storage.delete(key);
    },
    holdDeletes() {
      holders += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders > 0) return;
        const keys = [...deferred];
        deferred.clear();
        for (const key of keys) await storage.delete(key);
      };
    },
  };
}
