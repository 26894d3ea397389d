import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { multipart, SAMPLE, storedFiles } from '../../test-support/uploads/test-files.ts';
import { AppError } from '../app-error.ts';
import { handleUpload } from './receive-upload.ts';
import { uploadsPlugin } from './uploads-plugin.ts';

const LIMIT = 4096;

const pdfSpec = {
  fields: z.object({ title: z.string().trim().min(1, 'validation.required') }),
  files: { file: { kind: 'pdf', folder: 'test/pdfs', required: 'validation.required' } },
} as const;

const mixedSpec = {
  fields: z.object({ title: z.string().optional() }),
  files: {
    thumbnail: { kind: 'image', folder: 'test/images', required: 'validation.required' },
    video: { kind: 'video', folder: 'test/videos', required: 'validation.required' },
  },
} as const;

const optionalSpec = {
  fields: z.object({ about: z.string() }),
  files: { photo: { kind: 'image', folder: 'test/images' } },
} as const;

describe('upload pipeline', () => {
  let t: TestApp;
  let storageDir: string;
  let baseline: string[];
  const stored = async () => (await storedFiles(storageDir)).filter((f) => !baseline.includes(f));

  beforeAll(async () => {
    // Limits of about 4 KB, so "too large" needs no large bodies.
    const kb = String(LIMIT / 1024 / 1024);
    t = await buildTestApp({
      seed: false,
      env: { UPLOAD_MAX_PDF_MB: kb, UPLOAD_MAX_IMAGE_MB: kb, UPLOAD_MAX_VIDEO_MB: kb },
    });
    storageDir = t.config.storageDir;
    await t.app.register(async (scope) => {
      await scope.register(uploadsPlugin);
      scope.post('/test/pdf', (request) =>
        handleUpload(request, {
          spec: pdfSpec,
          work: async ({ fields, files }) => ({ fields, files }),
        }),
      );
      scope.post('/test/mixed', (request) =>
        handleUpload(request, { spec: mixedSpec, work: async ({ files }) => ({ files }) }),
      );
      scope.post('/test/optional', (request) =>
        handleUpload(request, {
          spec: optionalSpec,
          work: async ({ fields, files }) => ({ fields, files }),
        }),
      );
      scope.post('/test/failing-work', (request) =>
        handleUpload(request, {
          spec: pdfSpec,
          work: async () => {
            throw new AppError(409, 'conflict', 'error.forbidden');
          },
        }),
      );
    });
    await t.app.ready();
    baseline = await storedFiles(storageDir);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    expect(await stored()).toEqual([]);
  });

  const post = async (url: string, parts: Parameters<typeof multipart>[0]) => {
    const body = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url,
      ...body,
      headers: { ...body.headers, 'accept-language': 'en' },
    });
  };

  it('streams a PDF to a random key and returns fields and file', async () => {
    const bytes = SAMPLE.pdf(3000);
    const response = await post('/test/pdf', {
      title: ' Algebra ',
      file: { bytes, name: 'C:\\Users\\me\\الجبر.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(200);
    const { fields, files } = response.json();
    expect(fields).toEqual({ title: 'Algebra' });
    expect(files.file).toMatchObject({
      size: 3000,
      originalName: 'الجبر.pdf',
      mime: 'application/pdf',
    });
    expect(files.file.key).toMatch(/^test\/pdfs\/[0-9a-f]{32}\.pdf$/);
    expect(await readFile(path.join(storageDir, files.file.key))).toEqual(bytes);
    await t.app.storage.delete(files.file.key);
  });

  it('judges by bytes, not by the name or MIME type the client gives', async () => {
    const response = await post('/test/pdf', {
      title: 'x',
      file: { bytes: SAMPLE.pdf(), name: 'photo.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const { key, mime } = response.json().files.file;
    expect([key.endsWith('.pdf'), mime]).toEqual([true, 'application/pdf']);
    await t.app.storage.delete(key);
  });

  it.each([
    ['a PNG sent as a PDF', SAMPLE.png()],
    ['a renamed executable', SAMPLE.elf()],
    ['an MP4 sent as a PDF', SAMPLE.mp4()],
  ])('refuses %s with 415 and stores nothing', async (_, bytes) => {
    const response = await post('/test/pdf', {
      title: 'x',
      file: { bytes, name: 'lesson.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'unsupported_media_type',
      message: 'This file type is not supported.',
      errors: { file: ['This file type is not supported.'] },
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a file one byte over the limit with 413 and keeps no partial file', async () => {
    const response = await post('/test/pdf', {
      title: 'x',
      file: { bytes: SAMPLE.pdf(LIMIT + 1), name: 'big.pdf' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(response.headers.connection).toBe('close');
    expect(await stored()).toEqual([]);

    const exact = await post('/test/pdf', {
      title: 'x',
      file: { bytes: SAMPLE.pdf(LIMIT), name: 'exact.pdf' },
    });
    expect(exact.statusCode).toBe(200);
    await t.app.storage.delete(exact.json().files.file.key);
  });

  it('reports missing fields and files together as one 422', async () => {
    const response = await post('/test/pdf', { title: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      title: ['This field is required'],
      file: ['This field is required'],
    });
  });

  it('deletes an already stored file when a field sent after it is invalid', async () => {
    const response = await post('/test/pdf', {
      file: { bytes: SAMPLE.pdf(), name: 'a.pdf' },
      title: '',
    });
    expect(response.statusCode).toBe(422);
    expect(await stored()).toEqual([]);
  });

  it('refuses a wrong field sent before the file without storing the file', async () => {
    let puts = 0;
    const put = t.app.storage.put;
    t.app.storage.put = (key, body) => {
      puts += 1;
      return put(key, body);
    };
    try {
      const response = await post('/test/pdf', {
        title: '   ',
        file: { bytes: SAMPLE.pdf(), name: 'a.pdf' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ title: ['This field is required'] });
      expect(puts).toBe(0);
    } finally {
      t.app.storage.put = put;
    }
  });

  it('deletes the first file when the second is refused', async () => {
    const response = await post('/test/mixed', {
      thumbnail: { bytes: SAMPLE.webp(), name: 'thumb.webp' },
      video: { bytes: SAMPLE.pdf(), name: 'video.mp4', type: 'video/mp4' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual({ video: ['This file type is not supported.'] });
    expect(await stored()).toEqual([]);
  });

  it('applies each kind its own limit', async () => {
    const response = await post('/test/mixed', {
      thumbnail: { bytes: SAMPLE.jpeg(LIMIT + 1), name: 'thumb.jpg' },
      video: { bytes: SAMPLE.mp4(), name: 'video.mp4' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ thumbnail: ['The request is too large.'] });
    expect(await stored()).toEqual([]);
  });

  it('deletes the stored files when the work after the upload fails', async () => {
    const response = await post('/test/failing-work', {
      title: 'x',
      file: { bytes: SAMPLE.pdf(), name: 'a.pdf' },
    });
    expect(response.statusCode).toBe(409);
    expect(await stored()).toEqual([]);
  });

  it('treats an empty file input as no file, and takes JSON as fields only', async () => {
    const empty = await post('/test/optional', {
      about: 'hi',
      photo: { bytes: new Uint8Array(), name: '', type: 'application/octet-stream' },
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ fields: { about: 'hi' }, files: {} });

    const json = await t.app.inject({
      method: 'POST',
      url: '/test/optional',
      payload: { about: 'x' },
    });
    expect(json.json()).toEqual({ fields: { about: 'x' }, files: {} });
    expect(await stored()).toEqual([]);
  });

  it('reads past files it does not expect without storing them', async () => {
    const response = await post('/test/optional', {
      about: 'x',
      other: { bytes: SAMPLE.png(), name: 'other.png' },
    });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('deletes the partial file when the client aborts mid-stream', async () => {
    const server = t.app.server;
    if (!server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.address() as AddressInfo;
    const boundary = 'test-boundary-7f3a';
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/test/pdf',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(LIMIT * 10),
      },
    });
    client.on('error', () => {});
    client.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`,
    );
    client.write(SAMPLE.pdf(1024));
    // Wait until the write into storage has begun, then drop the connection.
    await expect
      .poll(async () => (await storedFiles(storageDir)).length, { timeout: 5000 })
      .toBe(baseline.length + 1);
    client.destroy();
    await expect.poll(stored, { timeout: 5000 }).toEqual([]);
  });
});
