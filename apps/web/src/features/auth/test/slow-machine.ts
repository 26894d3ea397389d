import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * These tests render whole routes (lazy page chunks, typed forms); on a busy CI machine that
 * takes longer than the libraries' defaults (1 s to find, 5 s a test). Called at the top of
 * each such file: an import's side effect would run once a worker, since the files share
 * their worker's modules (isolate: false), while setup.ts and Vitest reset both settings for
 * every file.
 */
export function allowForSlowMachine(): void {
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 60_000 });
}
