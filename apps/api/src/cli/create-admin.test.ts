import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test-support/scratch-database.ts';
import { runProcess, SCRIPTS } from '../test-support/server-process.ts';

/** Runs the command as npm would, without a terminal (stdin is a closed pipe). */
const run = (args: string[], env: Record<string, string>) =>
  runProcess(SCRIPTS.createAdmin, args, env.DATA_DIR ?? '', { LOG_LEVEL: 'silent', ...env });

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
