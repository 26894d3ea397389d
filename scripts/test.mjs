#!/usr/bin/env node
// `npm test`: unit and API tests (Vitest), then the browser suite (Playwright in
// Debian's Chromium) against the built app. Without a Chromium the browser suite
// is skipped with a plain notice, unless REQUIRE_E2E=1 makes that a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = mkdtempSync(join(tmpdir(), 'madrasa-test-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Names of the failed tests, repeated last: CI logs are often read from the tail. */
const failures = [];
let exitCode = 0;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) exitCode = result.status || 1;
  return result.status === 0;
}

/** Playwright's JSON report nests suites; a test failed when its outcome is "unexpected". */
function failedPlaywrightTests(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedPlaywrightTests(suite.suites),
  ]);
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

// The import boundaries first (features, layers, test support; biome.json): a change that
// crosses one fails here, whatever the tests say.
if (!run('npx', ['biome', 'lint', '--only=style/noRestrictedImports', 'apps', 'packages', 'e2e'])) {
  failures.push('biome: an import crosses a feature or layer boundary (npm run lint)');
}

const vitestReport = join(reports, 'vitest.json');
run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        failures.push(`${relative(root, file.name)} › ${test.fullName}`);
    }
  }
} else {
  exitCode ||= 1;
}

if (existsSync(chromium)) {
  if (run('npm', ['run', 'build'])) {
    const e2eReport = join(reports, 'playwright.json');
    run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    });
    const report = readJson(e2eReport);
    const stats = report?.stats;
    if (stats) {
      failures.push(...failedPlaywrightTests(report.suites));
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

if (failures.length > 0)
  console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
