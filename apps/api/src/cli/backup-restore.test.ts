import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPayload } from '../test-support/kits/auth-test-kit.ts';
import { createScratchDatabase } from '../test-support/scratch-database.ts';
import {
  runProcess,
  SCRIPTS,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.ts';

/**
 * `npm run backup` while the server serves, `npm run restore` into an empty place, and a
 * server started there finds every account, review, upload and file. On the embedded
 * database the running server writes the archive; on PostgreSQL pg_dump / pg_restore do.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe(`npm run backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const env: Record<string, string> = { SEED_DEMO: 'true', TRUST_PROXY: 'true' };
  const restoredEnv: Record<string, string> = { ...env };
  let dataDir: string;
  let restoredDir: string;
  let work: string;
  let server: ServerProcess;
  let address = 0;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'madrasa-backup-'));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    dataDir = path.join(work, 'data');
    restoredDir = path.join(work, 'restored');
    if (onPostgres) {
      const base = process.env.TEST_DATABASE_URL as string;
      const [source, target] = [
        await createScratchDatabase(base),
        await createScratchDatabase(base),
      ];
      cleanups.push(source.drop, target.drop);
      env.DATABASE_URL = source.url;
      restoredEnv.DATABASE_URL = target.url;
    }
    server = await startServerProcess(dataDir, env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const signUp = (url: string) => {
    const payload = signUpPayload('student', { first_name: 'سَلمى', last_name: 'العلي' });
    return fetch(`${url}/api/student/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${++address}` },
      body: JSON.stringify(payload),
    }).then((response) => ({ status: response.status, email: String(payload.email) }));
  };

  it('backs up while sign-ups keep coming, and restores it all into an empty place', async () => {
    const before = await Promise.all([signUp(server.url), signUp(server.url)]);
    expect(before.map((r) => r.status)).toEqual([201, 201]);
    const archive = path.join(work, 'school.tar.gz');
    const during = Promise.all(Array.from({ length: 6 }, () => signUp(server.url)));
    const backup = await runProcess(SCRIPTS.backup, ['--out', archive], dataDir, env);
    await during;
    expect(backup).toEqual({
      code: 0,
      output: expect.stringContaining(`Backup written: ${archive}`),
    });
    expect((await readdir(work)).filter((name) => name.endsWith('.partial'))).toEqual([]);

    const restored = await runProcess(SCRIPTS.restore, [archive], restoredDir, restoredEnv);
    expect(restored.code).toBe(0);
    expect(restored.output).toMatch(/Restored the backup of .* stored files\./);

    await server.stop();
    server = await startServerProcess(restoredDir, restoredEnv);
    // The demo teacher, his published reviews, his uploads and their files.
    const teachers = (await (await fetch(`${server.url}/api/teachers`)).json()) as {
      data: { id: number; name: string }[];
    };
    expect(teachers.data.length).toBeGreaterThan(0);
    const login = await fetch(`${server.url}/api/teacher/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'ahmad.khatib@example.com', password: 'Madrasa#2026' }),
    });
    expect(login.status).toBe(200);
    const { id } = ((await login.json()) as { data: { id: number } }).data;
    const reviews = (await (
      await fetch(`${server.url}/api/teacher-evaluations?teacher_id=${id}`)
    ).json()) as {
      data: unknown[];
    };
    expect(reviews.data.length).toBeGreaterThan(0);
    const uploads = (await (await fetch(`${server.url}/api/teacher-uploads/${id}`)).json()) as {
      data: { file_path: string; file_size: number }[];
    };
    expect(uploads.data.length).toBeGreaterThan(0);
    for (const upload of uploads.data) {
      const file = await fetch(`${server.url}${upload.file_path}`);
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBe(upload.file_size);
    }
    // The students who signed up before the backup are there: a second sign-up is refused.
    for (const { email } of before) {
      const again = await fetch(`${server.url}/api/student/register`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          'x-forwarded-for': '10.8.1.1',
        },
        body: JSON.stringify(signUpPayload('student', { email })),
      });
      expect(again.status).toBe(422);
      expect(JSON.stringify(await again.json())).toContain('email');
    }
  }, 240_000);

  it('refuses to restore over data unless told, and says so', async () => {
    const archive = path.join(work, 'school.tar.gz');
    await server.stop();
    const refused = await runProcess(SCRIPTS.restore, [archive], restoredDir, restoredEnv);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Not restoring over existing data');
    expect(refused.output).toContain('--force');
    const forced = await runProcess(
      SCRIPTS.restore,
      [archive, '--force'],
      restoredDir,
      restoredEnv,
    );
    expect(forced.code).toBe(0);
    server = await startServerProcess(restoredDir, restoredEnv);
  }, 240_000);

  it('refuses a file that is not a backup', async () => {
    const bogus = path.join(work, 'not-a-backup.tar.gz');
    await writeFile(bogus, 'hello');
    const empty = path.join(work, 'empty');
    const result = await runProcess(SCRIPTS.restore, [bogus], empty, restoredEnv);
    expect(result.code).toBe(1);
    expect(result.output).toContain('is not a Madrasa backup, or it is damaged');
    expect(result.output).not.toContain('    at ');
  }, 60_000);
});
