#!/usr/bin/env node
// `npm test`: the import boundaries, the Vitest projects one after another (unit and API
// tests), then the browser suite (Playwright in Debian's Chromium) against the built app,
// with the API tests on PostgreSQL beside it: the browser suite leaves about half of the two
// cores idle (pages wait on the server, the server on the disk), and those tests fill it.
// Without a Chromium the browser suite is skipped with a plain notice, unless
// REQUIRE_E2E=1 makes that a failure. It ends with where the minutes went, part by part,
// against each part's budget (README, "Test it").
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const startedAt = performance.now();
const reports = mkdtempSync(join(tmpdir(), 'madrasa-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Names of the failed tests, repeated last: CI logs are often read from the tail. */
const failures = [];
/** Wall time of each part, for the closing table. */
const parts = [];
let exitCode = 0;

/**
 * Seconds each part may take on CI's 2 cores, so the whole run stays within 15 minutes.
 * A new feature's tests fit in what is left, or make the room (README, "Test it").
 */
const BUDGETS = {
  install: 120,
  lint: 15,
  'vitest contracts': 15,
  'vitest web': 90,
  'vitest api-pglite': 180,
  'vitest api-postgres': 150,
  'build web': 30,
  'build api': 15,
  playwright: 300,
};

/**
 * Runs one part and records its wall time. `log`: the part's output goes to this file, to be
 * printed once it is done (a part running beside another would mix their lines), else to
 * this process's own output.
 */
async function run(part, command, args, { env = {}, log } = {}) {
  const started = performance.now();
  const output = log ? openSync(log, 'w') : 'inherit';
  const status = await new Promise((resolvePart) => {
    spawn(command, args, {
      cwd: root,
      stdio: ['ignore', output, output],
      env: { ...process.env, ...env },
    })
      .on('exit', (code) => resolvePart(code))
      .on('error', () => resolvePart(1));
  });
  if (log) {
    closeSync(output);
    process.stdout.write(readFileSync(log));
  }
  parts.push({ part, seconds: (performance.now() - started) / 1000, ok: status === 0 });
  if (status !== 0) exitCode = status || 1;
  return status === 0;
}

/** Playwright's JSON report nests suites; a test failed when its outcome is "unexpected". */
function playwrightSpecs(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).map((spec) => ({ ...spec, file: spec.file ?? suite.file })),
    ...playwrightSpecs(suite.suites),
  ]);
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

const minutes = (seconds) => {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
};

function printTimes() {
  const install = Number(process.env.CI_INSTALL_SECONDS);
  if (install > 0) parts.push({ part: 'install', seconds: install, ok: true });
  const rows = [...parts].sort((a, b) => b.seconds - a.seconds);
  const width = Math.max(...rows.map((row) => row.part.length));
  console.log(
    "\nWhere the minutes went (wall clock, slowest first; a Playwright spec file: its tests' time, summed over the workers):",
  );
  for (const { part, seconds, ok } of rows) {
    const budget = BUDGETS[part];
    const over = budget && seconds > budget ? '  OVER BUDGET' : '';
    const limit = budget ? `of ${minutes(budget)}` : '';
    console.log(
      `  ${part.padEnd(width)}  ${minutes(seconds).padStart(7)}  ${limit.padEnd(9)}${ok ? '' : '  failed'}${over}`,
    );
  }
  // Parts overlap (the PostgreSQL tests run beside the browser suite): the total is the wall clock.
  const all = (Number.isFinite(install) ? install : 0) + (performance.now() - startedAt) / 1000;
  console.log(`  ${'total'.padEnd(width)}  ${minutes(all).padStart(7)}  of 15m00s`);
}

// The import boundaries first (features, layers, test support; biome.json): a change that
// crosses one fails here, whatever the tests say.
if (
  !(await run('lint', 'npx', [
    'biome',
    'lint',
    '--only=style/noRestrictedImports',
    'apps',
    'packages',
    'e2e',
  ]))
) {
  failures.push('biome: an import crosses a feature or layer boundary (npm run lint)');
}

// One Vitest run a project, so each has its own wall time in the table.
async function vitest(project, { log } = {}) {
  const report = join(reports, `vitest-${project}.json`);
  await run(
    `vitest ${project}`,
    'npx',
    [
      'vitest',
      'run',
      `--project=${project}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { log },
  );
  const result = readJson(report);
  if (!result) {
    exitCode ||= 1;
    return;
  }
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + result.numTodoTests;
  for (const file of result.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') {
        failures.push(`[${project}] ${relative(root, file.name)} › ${test.fullName}`);
      }
    }
  }
}

for (const project of ['contracts', 'web', 'api-pglite']) await vitest(project);
// Beside the browser suite (its output printed once done), or alone without one. Not at low
// priority: at nice 19 its slowest tests starved past their timeouts on a busy machine (an
// upload streamed between two instances, 2026-11-29).
const onPostgres = process.env.TEST_DATABASE_URL
  ? vitest('api-postgres', { log: join(reports, 'vitest-api-postgres.log') })
  : Promise.resolve();

if (existsSync(chromium)) {
  // The build `npm run build` makes, in its two halves: the browser suite serves it.
  if (
    (await run('build web', 'npm', ['run', 'build', '-w', 'apps/web'])) &&
    (await run('build api', 'npm', ['run', 'build', '-w', 'apps/api']))
  ) {
    const e2eReport = join(reports, 'playwright.json');
    await run('playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
    const report = readJson(e2eReport);
    const stats = report?.stats;
    if (stats) {
      const specs = playwrightSpecs(report.suites);
      const byFile = new Map();
      for (const spec of specs) {
        const results = spec.tests.flatMap((test) => test.results);
        const seconds = results.reduce((sum, result) => sum + result.duration / 1000, 0);
        const entry = byFile.get(spec.file) ?? { seconds: 0, ok: true };
        entry.seconds += seconds;
        if (spec.tests.some((test) => test.status === 'unexpected')) {
          entry.ok = false;
          failures.push(`${spec.file}:${spec.line} › ${spec.title}`);
        }
        byFile.set(spec.file, entry);
      }
      // Spec files run side by side in the workers: each row is the time its tests took.
      for (const [file, { seconds, ok }] of byFile) {
        parts.push({ part: `playwright › ${file}`, seconds, ok });
      }
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    } else {
      exitCode ||= 1;
    }
  }
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(
    `Chromium not found at ${chromium}, and REQUIRE_E2E=1: the browser suite cannot run.`,
  );
  exitCode ||= 1;
} else {
  console.warn(
    `Chromium not found at ${chromium}: skipping the browser suite (install Debian's chromium, or set CHROMIUM_PATH).`,
  );
}

await onPostgres;
printTimes();
if (failures.length > 0)
  console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
