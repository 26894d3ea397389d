import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a describe block whose screens save files (the data exports): each test starts with an
 * empty list and every Blob handed to `URL.createObjectURL` lands in it.
 */
export function captureDownloads(): Blob[] {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:export';
        },
        revokeObjectURL: () => undefined,
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return created;
}
