import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a describe block whose screens save files (the data exports): each test starts with an
 * empty list and every Blob handed to `URL.createObjectURL` lands in it. The stand-in is a
 * URL of its own, never the real one changed: that one is shared by every later test file
 * of the worker (isolate: false), and jsdom's has no createObjectURL at all.
 */
export function captureDownloads(): Blob[] {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob) {
          created.push(blob);
          return 'blob:export';
        }
        static override revokeObjectURL() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return created;
}
