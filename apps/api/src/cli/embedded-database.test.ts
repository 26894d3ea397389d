import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OwnTeacherVideo, VideoStream } from '@madrasa/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { students, teacherEvaluations, teacherFiles } from '../db/schema.ts';
import { signUpPayload } from '../test-support/kits/auth-test-kit.ts';
import {
  runProcess,
  SCRIPTS,
  type ServerProcess,
  startServerProcess,
} from '../test-support/server-process.ts';
import { multipart, SAMPLE } from '../test-support/uploads/test-files.ts';
import { makeTestVideo } from '../test-support/videos.ts';

/**
 * The embedded database as a school runs it: real server processes on one DATA_DIR. A
 * second process is refused, admins are added while the server runs, and kill -9 in the
 * middle of a burst of writes loses none that were answered 2xx, nor a video ladder being
 * made: the next start finishes it.
 */
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the embedded database', () => {
  const DEMO_TEACHER = { login: 'ahmad.khatib@example.com', password: 'Madrasa#2026' };
  // Each request from its own address (TRUST_PROXY), so per-address limits stay out of the way.
  let address = 0;
  const from = () => ({
    'x-forwarded-for': `10.9.${Math.floor(++address / 250)}.${address % 250}`,
  });
  const env = { SEED_DEMO: 'true', TRUST_PROXY: 'true' };
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-embedded-'));
    server = await startServerProcess(dataDir, env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...from(),
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it('refuses a second server on the same DATA_DIR, naming the folder and its holder', async () => {
    const second = await runProcess(SCRIPTS.server, [], dataDir, env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `The embedded database in ${path.join(dataDir, 'db')} is in use by process ${server.child.pid}`,
    );
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it('adds an admin while the server runs, who can sign in at once', async () => {
    const admin = [
      '--email',
      'Nour@Madrasa.jo',
      '--name',
      'نُور الهُدى',
      '--password',
      'Strong#Pass1',
    ];
    const made = await runProcess(SCRIPTS.createAdmin, admin, dataDir);
    expect(made).toEqual({
      code: 0,
      output: expect.stringContaining('Admin created: نُور الهُدى <nour@madrasa.jo>'),
    });
    const login = await postJson('/api/admin/login', {
      email: 'nour@madrasa.jo',
      password: 'Strong#Pass1',
    });
    expect(login.status).toBe(200);
    const again = await runProcess(SCRIPTS.createAdmin, admin, dataDir);
    expect(again.code).toBe(1);
    expect(again.output).toContain('An admin with this email already exists.');
    const invalid = await runProcess(
      SCRIPTS.createAdmin,
      ['--email', 'x@y.jo', '--name', 'A B', '--password', 'short'],
      dataDir,
    );
    expect(invalid.code).toBe(1);
    expect(invalid.output).toContain('password: Password must be at least 8 characters');
  }, 60_000);

  const uploadedPath = async (response: Response) =>
    ((await response.json()) as { data: { file_path: string } }).data.file_path;

  it('keeps every write answered 2xx through kill -9, and serves no half-written file', async () => {
    const teacherLogin = await postJson('/api/teacher/login', DEMO_TEACHER);
    const { data } = (await teacherLogin.json()) as { data: { token: string; id: number } };
    const { token, id: teacherId } = data;

    type Ack = { kind: 'signup' | 'review' | 'upload'; key: string; bytes?: Buffer };
    const acked: Ack[] = [];
    const attempts: Promise<unknown>[] = [];
    const track = (kind: Ack['kind'], key: string, send: () => Promise<Response>, bytes?: Buffer) =>
      attempts.push(
        send()
          .then(async (response) => {
            if (response.ok)
              acked.push({
                kind,
                key: kind === 'upload' ? await uploadedPath(response) : key,
                bytes,
              });
          })
          .catch(() => {}), // cut by the kill: not acknowledged, may or may not be stored
      );

    for (let i = 0; i < 40; i += 1) {
      const signup = signUpPayload('student', { first_name: 'ليلى', last_name: 'الحدّاد' });
      track('signup', String(signup.email), () => postJson('/api/student/register', signup));
      const email = `reviewer${i}@example.com`;
      const review = {
        teacher_id: teacherId,
        full_name: 'لينا حداد',
        email,
        comment: `شرح واضح وصبور ${i}`,
        permissions_to_publish: 'not_Allowed',
      };
      track('review', email, () => postJson('/api/teacher-evaluations', review));
      if (i % 3 === 0) {
        const bytes = Buffer.concat([SAMPLE.pdf(64), Buffer.alloc(300_000, i)]);
        track(
          'upload',
          '',
          async () => {
            const form = await multipart({
              file_name: `ملخص الوحدة ${i}`,
              file_type: 'summary',
              file: { bytes, name: `summary-${i}.pdf`, type: 'application/pdf' },
            });
            return fetch(`${server.url}/api/teacher-uploads`, {
              method: 'POST',
              headers: { ...form.headers, authorization: `Bearer ${token}`, ...from() },
              body: form.payload,
            });
          },
          bytes,
        );
      }
    }
    // Kill once some of each kind have been answered, with the rest of the burst in flight.
    const count = (kind: Ack['kind']) => acked.filter((ack) => ack.kind === kind).length;
    while (count('signup') < 5 || count('review') < 5 || count('upload') < 2) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await server.kill();
    await Promise.all(attempts);
    expect(acked.length).toBeLessThan(attempts.length); // the kill cut the burst

    server = await startServerProcess(dataDir, env);
    // The admin added through the running server survived the crash too.
    const admin = await postJson('/api/admin/login', {
      email: 'nour@madrasa.jo',
      password: 'Strong#Pass1',
    });
    expect(admin.status).toBe(200);
    // Every acknowledged upload is served whole; every listed one is whole too.
    for (const ack of acked.filter((a) => a.kind === 'upload')) {
      const file = await fetch(`${server.url}${ack.key}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(ack.bytes as Buffer)).toBe(true);
    }
    const list = await fetch(`${server.url}/api/teacher-uploads/${teacherId}`);
    const listed = ((await list.json()) as { data: { file_path: string; file_size: number }[] })
      .data;
    for (const upload of listed) {
      const file = await fetch(`${server.url}${upload.file_path}`);
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBe(upload.file_size);
    }
    await server.stop();

    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    try {
      const keysOf = (kind: Ack['kind']) => acked.filter((a) => a.kind === kind).map((a) => a.key);
      const signups = keysOf('signup');
      const reviews = keysOf('review');
      const uploads = keysOf('upload');
      const { db } = database;
      if (signups.length > 0) {
        const rows = await db
          .select({ email: students.email })
          .from(students)
          .where(inArray(students.email, signups));
        expect(rows.map((row) => row.email).sort()).toEqual([...signups].sort());
      }
      if (reviews.length > 0) {
        const rows = await db
          .select({ email: teacherEvaluations.email })
          .from(teacherEvaluations)
          .where(inArray(teacherEvaluations.email, reviews));
        expect(rows.map((row) => row.email).sort()).toEqual([...reviews].sort());
      }
      if (uploads.length > 0) {
        const rows = await db
          .select({ path: teacherFiles.file_path })
          .from(teacherFiles)
          .where(
            inArray(
              teacherFiles.file_path,
              uploads.map((url) => url.replace(/^\/storage\//, '')),
            ),
          );
        expect(rows).toHaveLength(uploads.length);
      }
    } finally {
      await database.close();
    }
    server = await startServerProcess(dataDir, env);
  }, 180_000);

  it('finishes a video ladder that kill -9 cut short, keeping the rungs already made', async () => {
    const transcoding = { ...env, VIDEO_TRANSCODE: 'true' };
    await server.stop();
    server = await startServerProcess(dataDir, transcoding);
    const login = await postJson('/api/teacher/login', DEMO_TEACHER);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const work = await mkdtemp(path.join(os.tmpdir(), 'madrasa-ladder-kill-'));
    // 20 s of video: four segments a rung, seconds of work at nice 19, so the server is still
    // making it when it is killed (the loop below waits until it is under way). At 10 frames
    // a second, a third of the encoding a 30-frame clip costs CI's two cores.
    const video = await readFile(
      await makeTestVideo(work, 'long.mp4', {
        width: 640,
        height: 360,
        seconds: 20,
        rate: 10,
        audio: true,
      }),
    );
    await rm(work, { recursive: true, force: true });
    const form = await multipart({
      lesson_title: 'المعادلات الخطية',
      thumbnail: { bytes: SAMPLE.png(), name: 'thumb.png', type: 'image/png' },
      video_file: { bytes: video, name: 'lesson.mp4', type: 'video/mp4' },
    });
    const uploaded = await fetch(`${server.url}/api/teacher-video-uploads`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}`, ...from() },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const { id } = ((await uploaded.json()) as { data: { id: number } }).data;
    const streamOf = async (): Promise<VideoStream> => {
      const listed = await fetch(`${server.url}/api/teacher/uploads`, {
        headers: { authorization: `Bearer ${token}`, ...from() },
      });
      const { videos } = ((await listed.json()) as { data: { videos: OwnTeacherVideo[] } }).data;
      const found = videos.find((item) => item.id === id);
      if (!found) throw new Error(`video ${id} is not listed`);
      return found.stream;
    };

    let before = await streamOf();
    while (before.state !== 'processing' || before.percent === 0) {
      expect(before.state).not.toBe('ready');
      await sleep(50);
      before = await streamOf();
    }
    await server.kill();
    server = await startServerProcess(dataDir, transcoding);

    let after = await streamOf();
    while (after.state !== 'ready') {
      expect(after.state).not.toBe('failed');
      await sleep(200);
      after = await streamOf();
    }
    expect(after.rungs).toEqual([240, 360]);
    // Nothing students could already play went away.
    for (const rung of before.rungs) expect(after.rungs).toContain(rung);
    const master = await fetch(`${server.url}${after.hls}`);
    const text = await master.text();
    const folder = (after.hls as string).slice(0, (after.hls as string).lastIndexOf('/'));
    for (const playlist of text.split('\n').filter((line) => line.endsWith('.m3u8'))) {
      const media = await (await fetch(`${server.url}${folder}/${playlist}`)).text();
      const segments = media.split('\n').filter((line) => line.endsWith('.m4s'));
      // Three 6-second segments and the last 2 seconds, each served.
      expect(segments).toHaveLength(4);
      for (const segment of segments) {
        expect((await fetch(`${server.url}${folder}/${segment}`, { method: 'HEAD' })).status).toBe(
          200,
        );
      }
    }
    expect((await fetch(`${server.url}${after.mp4}`, { method: 'HEAD' })).status).toBe(200);
  }, 180_000);
});
