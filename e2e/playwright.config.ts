import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);

/** Browser journeys against the built app, served by the real server on a fresh data dir. */
export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './.artifacts',
  fullyParallel: true,
  // Three on CI's two cores: each journey waits on the server and the page about half the
  // time, so a third worker keeps the processor busy (7.6 min with two, 7.0 with three).
  workers: process.env.CI ? 3 : undefined,
  // No retries, in CI either: a test that passes only on a second try is a defect to fix.
  retries: 0,
  // Journeys of many pages with accessibility scans take 20–30 s on 2 shared cores: a
  // minute each, so a busy machine does not fail them (each step still waits 10 s at most).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
          `${import.meta.dirname}/.artifacts/results.json`,
      },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ar-JO',
    // The offline service worker would answer the pages' requests itself, out of page.route's
    // reach: only the offline journeys (offline.spec.ts) let it register.
    serviceWorkers: 'block',
    // Recording a trace of every test costs CI's two cores about a tenth of the run, and
    // nobody opens a trace from a CI log: there a failure prints its page snapshot instead.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
  ],
  webServer: {
    command: `node ../scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      // The admin the console journeys sign in as (e2e/tests/admin.spec.ts uses the same defaults).
      E2E_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@madrasa.test',
      E2E_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2E-2026',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets scripts/e2e-server.mjs stop the server and delete its throw-away data dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
