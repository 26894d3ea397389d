import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStorageKey } from '../lib/storage/index.ts';
import { DEFAULT_FILES } from '../lib/storage-path.ts';
import { DEMO_PASSWORD } from '../seed/index.ts';
import {
  type Cluster,
  type Instance,
  startInstances,
} from '../test-support/scale/start-instances.ts';
import { writeStandInWebBuild } from '../test-support/stand-in-web-build.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = process.env.TEST_DB_KIND === 'postgres' && !!databaseUrl && !!redisUrl;
if (!runs) {
  console.warn(
    'Two-instance test skipped: it runs in the api-postgres project with TEST_DATABASE_URL and TEST_REDIS_URL set.',
  );
}

const send = (
  instance: Instance,
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${instance.url}${url}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      'accept-language': 'en',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

/** A teacher's worksheet upload, as the profile's form sends it. */
const uploadWorksheet = (
  instance: Instance,
  token: string,
  { name, pdf }: { name: string; pdf: Buffer },
) => {
  const form = new FormData();
  form.append('file_name', name);
  form.append('file_type', 'worksheet');
  form.append('file', new File([pdf], 'fractions.pdf', { type: 'application/pdf' }));
  return fetch(`${instance.url}/api/teacher-uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

describe.skipIf(!runs)('two API instances sharing PostgreSQL, Redis and S3', () => {
  let cluster: Cluster;
  let a: Instance;
  let b: Instance;
  let webDist: string;
  beforeAll(async () => {
    webDist = await writeStandInWebBuild();
    cluster = await startInstances(
      2,
      { database: databaseUrl ?? '', redis: redisUrl ?? '' },
      { webDist },
    );
    [a, b] = cluster.instances as [Instance, Instance];
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('both answer health checks, on their own ports', async () => {
    expect(a.url).not.toBe(b.url);
    for (const instance of [a, b]) {
      expect(await (await send(instance, '/api/health')).json()).toEqual({ status: 'ok' });
    }
  });

  it('accepts on one instance a session created on the other', async () => {
    const login = await send(a, '/api/teacher/login', {
      body: { login: 'ahmad.khatib@example.com', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    const logout = await send(b, '/api/logout', { method: 'POST', token });
    expect(logout.status).toBe(200);
    // Ended on B, so A refuses it too.
    expect((await send(a, '/api/logout', { method: 'POST', token })).status).toBe(401);
  });

  it('counts failed logins on one instance towards the limit on the other', async () => {
    const attempt = (instance: Instance, password: string) =>
      send(instance, '/api/teacher/login', {
        body: { login: 'layla.abbadi@example.com', password },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(a, 'wrong-password')).status).toBe(401);

    const refused = await attempt(b, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts/);
  });

  it('serves through one instance a file stored through the other, ranges included', async () => {
    const key = newStorageKey('lessons', 'mp4');
    const bytes = randomBytes(256 * 1024);
    await a.app.storage.put(key, bytes);

    const whole = await send(b, `/storage/${key}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await send(b, `/storage/${key}`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);

    await a.app.storage.delete(key);
    expect((await send(b, `/storage/${key}`)).status).toBe(404);
  });

  it('serves through one instance an upload streamed into the bucket through the other', async () => {
    const login = await send(a, '/api/teacher/login', {
      body: { login: 'mohammad.zoubi@example.com', password: DEMO_PASSWORD },
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    // Over one 8 MiB part, so the bucket receives a multipart upload.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(9 * 1024 * 1024)]);
    const uploaded = await uploadWorksheet(a, token, { name: 'Fractions worksheet', pdf });
    expect(uploaded.status).toBe(201);
    const file = ((await uploaded.json()) as { data: { file_path: string; file_size: number } })
      .data;
    expect(file.file_size).toBe(pdf.length);

    const download = await send(b, file.file_path);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('fractions.pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("shows at once on one instance a teacher's upload saved through the other, though public lists are kept in memory", async () => {
    const login = await send(a, '/api/teacher/login', {
      body: { login: 'ahmad.khatib@example.com', password: DEMO_PASSWORD },
    });
    const { token, id } = ((await login.json()) as { data: { token: string; id: number } }).data;
    const listed = async () => {
      const reply = await send(b, `/api/teacher-uploads/${id}`);
      expect(reply.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      return ((await reply.json()) as { data: { file_name: string }[] }).data.map(
        (file) => file.file_name,
      );
    };
    // Read twice on B: the second answer comes from B's memory.
    const before = await listed();
    expect(await listed()).toEqual(before);

    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024)]);
    const uploaded = await uploadWorksheet(a, token, { name: 'ورقة عمل الكسور', pdf });
    expect(uploaded.status).toBe(201);
    // A's message reaches B through Redis within moments, not after the kept reply expires.
    await expect.poll(listed, { timeout: 2_000, interval: 50 }).toContain('ورقة عمل الكسور');
  });

  it("shows at once in one instance's rendered teacher page an upload saved through the other", async () => {
    const login = await send(a, '/api/teacher/login', {
      body: { login: 'ahmad.khatib@example.com', password: DEMO_PASSWORD },
    });
    const { token, id } = ((await login.json()) as { data: { token: string; id: number } }).data;
    const page = async () => {
      const reply = await send(b, `/teachers-details/${id}`, { headers: { accept: 'text/html' } });
      return reply.text();
    };
    // Rendered once on B, then kept there.
    const before = await page();
    expect(before).toContain('<div id="root"><ul>');
    expect(await page()).toEqual(before);

    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024)]);
    const uploaded = await uploadWorksheet(a, token, { name: 'ملخص الوحدة الثانية', pdf });
    expect(uploaded.status).toBe(201);
    await expect.poll(page, { timeout: 2_000, interval: 50 }).toContain('ملخص الوحدة الثانية');
  });

  it('keeps files in the bucket, not on either instance disk', async () => {
    const photo = await send(b, `/storage/${DEFAULT_FILES.teacherPhoto}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    for (const instance of [a, b]) {
      expect(existsSync(path.join(instance.dataDir, 'storage'))).toBe(false);
    }
  });
});
