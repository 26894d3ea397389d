import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, teacherPaperExams, worksheets } from '../../db/schema.ts';
import { DEFAULT_FILES } from '../../lib/storage-path.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';

describe('GET /storage/*', () => {
  let t: TestApp;
  let video: { key: string; bytes: Buffer };
  beforeAll(async () => {
    t = await buildTestApp();
    const [lesson] = await t.app.db.select({ key: lessons.video_mp4 }).from(lessons).limit(1);
    if (!lesson) throw new Error('no seeded lesson');
    video = { key: lesson.key, bytes: await readFile(path.join(t.dataDir, 'storage', lesson.key)) };
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a whole file with type, validators and immutable caching', async () => {
    const response = await get(`/storage/${video.key}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(video.bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.bytes.length),
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers['last-modified']).toBeDefined();
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('serves exactly the requested byte range with 206', async () => {
    const response = await get(`/storage/${video.key}`, { range: 'bytes=100-1099' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${video.bytes.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.equals(video.bytes.subarray(100, 1100))).toBe(true);

    const tail = await get(`/storage/${video.key}`, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.bytes.subarray(video.bytes.length - 10))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const response = await get(`/storage/${video.key}`, { range: `bytes=${video.bytes.length}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${video.bytes.length}`);
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get(`/storage/${video.key}`);
    const again = await get(`/storage/${video.key}`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await get(`/storage/${video.key}`, { 'if-none-match': '"other"' });
    expect(changed.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: `/storage/${video.key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(video.bytes.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('names PDFs after their original file, inline or as a download', async () => {
    const [sheet] = await t.app.db
      .select({ key: worksheets.pdf_file, name: worksheets.original_name })
      .from(worksheets)
      .limit(1);
    if (!sheet) throw new Error('no seeded worksheet');
    const inline = await get(`/storage/${sheet.key}`);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="${sheet.name}"; filename*=UTF-8''${sheet.name}`,
    );
    expect(inline.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const download = await get(`/storage/${sheet.key}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('keeps Arabic download names intact in filename*', async () => {
    const [exam] = await t.app.db
      .select({ key: teacherPaperExams.file_path, name: teacherPaperExams.original_name })
      .from(teacherPaperExams)
      .where(eq(teacherPaperExams.lesson_name_en, 'Definite Integrals'));
    if (!exam) throw new Error('no seeded paper exam');
    const response = await get(`/storage/${exam.key}`);
    const header = String(response.headers['content-disposition']);
    const encoded = header.split("filename*=UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(exam.name);
    expect(exam.name).toMatch(/^امتحان التكامل المحدود \d{4}\.pdf$/);
  });

  it('serves the default teacher photo on every installation', async () => {
    const response = await get(`/storage/${DEFAULT_FILES.teacherPhoto}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it.each([
    '/storage/../package.json',
    '/storage/..%2F..%2Fpackage.json',
    '/storage/%2e%2e/%2e%2e/apps/api/package.json',
    '/storage//etc/passwd',
    '/storage/lessons/videos/..%5C..%5Cx.mp4',
    '/storage/Lessons/Upper.MP4',
    '/storage/lessons/videos/nothing-here.mp4',
  ])('refuses %s with the 404 envelope', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', code: 'not_found' });
  });
});
