import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** API test files that open no database (ffmpeg, storage, pure rules). */
const DATABASE_FREE = [
  'src/lib/video/ffmpeg/**',
  'src/lib/storage/**',
  'src/lib/uploads/sniff.test.ts',
  'src/lib/mail/mail-sender.test.ts',
  'src/lib/pick-language.test.ts',
  'src/lib/request-log.test.ts',
  'src/plugins/storage/http-range.test.ts',
  'src/plugins/rate-limit/rate-limit.test.ts',
  'src/modules/progress/amman-day.test.ts',
  'src/modules/exams/grading.test.ts',
  'src/modules/catalogue/material-page.test.ts',
  'src/test-support/power-cut/**',
];

/**
 * Unit and API tests. API tests run once on PGlite and, when TEST_DATABASE_URL is
 * set, once more on PostgreSQL (each test file creates and drops its own database).
 */
const apiProject = (kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `api-${kind}`,
    root: './apps/api',
    include: ['src/**/*.test.ts'],
    // Files that open no database prove nothing more the second time: they run once.
    exclude: [...configDefaults.exclude, ...(kind === 'postgres' ? DATABASE_FREE : [])],
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files need no fresh module
    // graph: importing the app once a worker instead of once a file saves ~2 s a file.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is a single worker on a 2-core machine, which then idles
    // while a test waits on PostgreSQL, Redis or a timer: two workers cut the run by a third.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // One module graph and one jsdom a worker, not one a file: the whole run took ~190 s
          // isolated and ~60 s so on this 2-core machine. Files then share modules and the
          // document, so setup.ts puts back what a test changes (language, <html>, storage,
          // cookies, address, timers, stubs) and a test that swaps a module's value restores it.
          isolate: false,
          // A ceiling against a hung test, not a speed check: a file's first test also pays
          // for its imports, and on 2 busy cores that passed Vitest's 5 s default.
          testTimeout: 20_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
