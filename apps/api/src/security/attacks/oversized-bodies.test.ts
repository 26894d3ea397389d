import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherFiles } from '../../db/schema.ts';
import { createSession } from '../../plugins/authentication/sessions.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createTeacher } from '../../test-support/factories.ts';
import { multipart, SAMPLE, storedFiles } from '../../test-support/uploads/test-files.ts';

/**
 * Attack: oversized bodies and JSON bombs (issue 9). A JSON body over Fastify's 1 MiB
 * limit is a 413; deep nesting, huge arrays, many keys and prototype keys are refused
 * with a 4xx envelope, never a 500; an upload past its kind's limit (PDFs at 10 KB here)
 * is a 413 that leaves no partial file; too many or too long multipart parts are 413s.
 */
let t: TestApp;
let token: string;
let address = 0;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, env: { UPLOAD_MAX_PDF_MB: String(10 / 1024) } });
  token = await createSession(t.app.db, {
    role: 'teacher',
    id: (await createTeacher(t.app.db)).id,
  });
});
afterAll(() => t?.close());

const postJson = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/student/register',
    payload,
    remoteAddress: `10.60.0.${++address % 250}`,
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
  });

const expectRefused = (
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ status: 'error', code });
};

describe('attack: oversized JSON and JSON bombs', () => {
  it('refuses a JSON body over the limit with 413', async () => {
    const big = JSON.stringify({ first_name: 'x'.repeat(1024 * 1024 + 1) });
    expectRefused(await postJson(big), 413, 'payload_too_large');
  });

  it('refuses deep nesting, unclosed or closed, with a 4xx', async () => {
    expectRefused(await postJson('['.repeat(100_000)), 400, 'bad_request');
    const arrays = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect((await postJson(arrays)).statusCode).toBe(422);
    const objects = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const response = await postJson(`{"first_name":${objects}}`);
    expectRefused(response, 422, 'validation_failed');
  });

  it('refuses a huge array and a body of many keys with a short 422', async () => {
    const array = await postJson(
      JSON.stringify({ first_name: Array.from({ length: 200_000 }, () => 1) }),
    );
    expectRefused(array, 422, 'validation_failed');
    const keys = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i]));
    const many = await postJson(JSON.stringify(keys));
    expectRefused(many, 422, 'validation_failed');
    // Errors name the form's fields, not the 60,000 unknown keys.
    expect(many.body.length).toBeLessThan(4096);
  });

  it('refuses prototype-poisoning keys with 400', async () => {
    expectRefused(await postJson('{"__proto__":{"isAdmin":true}}'), 400, 'bad_request');
    expectRefused(
      await postJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
      400,
      'bad_request',
    );
  });
});

describe('attack: oversized and overfull uploads', () => {
  const upload = async (parts: Parameters<typeof multipart>[0]) => {
    const body = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/teacher-uploads',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
  };
  const fields = { file_name: 'Algebra', file_type: 'summary' };

  it('refuses a file over its kind’s limit with 413 and keeps nothing', async () => {
    const before = await storedFiles(t.config.storageDir);
    const response = await upload({
      ...fields,
      file: { bytes: SAMPLE.pdf(10 * 1024 + 1), name: 'a.pdf' },
    });
    expectRefused(response, 413, 'payload_too_large');
    expect(response.json().errors).toEqual({ file: ['The request is too large.'] });
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
    expect(await t.app.db.select().from(teacherFiles)).toEqual([]);
    const fits = await upload({ ...fields, file: { bytes: SAMPLE.pdf(10 * 1024), name: 'a.pdf' } });
    expect(fits.statusCode).toBe(201);
  });

  it('refuses too many fields, too many files and an overlong field with 413', async () => {
    const before = await storedFiles(t.config.storageDir);
    const manyFields = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, 'x']));
    expectRefused(await upload({ ...fields, ...manyFields }), 413, 'payload_too_large');
    const file = () => ({ bytes: SAMPLE.pdf(), name: 'a.pdf' });
    const manyFiles = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`file${i}`, file()]));
    expectRefused(
      await upload({ ...fields, file: file(), ...manyFiles }),
      413,
      'payload_too_large',
    );
    const long = await upload({ ...fields, file_name: 'x'.repeat(65 * 1024), file: file() });
    expectRefused(long, 413, 'payload_too_large');
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
  });
});
