import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test-support/scratch-database.ts';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'create-admin.ts');

/** Runs the command as npm would, without a terminal (stdin is a closed pipe). */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run create-admin', () => {
  const env: Record<string, string> = {};
  const cleanups: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-cli-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    if (process.env.TEST_DB_KIND === 'postgres' && process.env.TEST_DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL);
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const admin = [
    '--email',
    'Head@Madrasa.jo',
    '--name',
    'Head Admin',
    '--password',
    'Strong#Pass1',
  ];

  it('says what is missing when there is no terminal to ask in', async () => {
    const { code, output } = await run(['--email', 'head@madrasa.jo'], env);
    expect(code).toBe(1);
    expect(output).toContain('Missing --name, --password (no terminal to ask in).');
  });

  it('checks the details with the shared rules', async () => {
    const { code, output } = await run(['--email', 'x', '--name', 'H', '--password', 'short'], env);
    expect(code).toBe(1);
    expect(output).toContain('email: Invalid email format');
    expect(output).toContain('password: Password must be at least 8 characters');
  });

  it('creates the admin once and refuses the same e-mail again', async () => {
    const first = await run(admin, env);
    expect(first).toEqual({
      code: 0,
      output: expect.stringContaining('Admin created: Head Admin <head@madrasa.jo>'),
    });
    const again = await run(
      admin.map((arg) => arg.toLowerCase()),
      env,
    );
    expect(again).toEqual({
      code: 1,
      output: expect.stringContaining('An admin with this email already exists.'),
    });
  }, 120_000);
});
