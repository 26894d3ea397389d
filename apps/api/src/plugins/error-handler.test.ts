import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { buildTestApp, type TestApp } from '../test-support/build-test-app.ts';

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    // Throwaway routes, added before the app is ready, to provoke each kind of error.
    t.app.get('/api/test/crash', async () => {
      throw new Error('connect ECONNREFUSED postgres://admin:secret@db');
    });
    t.app.post(
      '/api/test/echo',
      {
        schema: {
          body: z.object({ name: z.string().min(2, 'validation.required'), age: z.number() }),
        },
      },
      async (request) => request.body,
    );
    t.app.get('/api/test/conflict', async () => {
      throw new AppError(409, 'conflict', 'error.forbidden', {}, { email: ['validation.invalid'] });
    });
    t.app.get(
      '/api/test/limited',
      { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } },
      async () => ({ status: 'success' }),
    );
  });
  afterAll(() => t?.close());

  it('answers unknown API routes with a 404 envelope in Arabic by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'not_found',
      message: 'المسار GET:/api/nothing-here غير موجود',
    });
  });

  it('follows Accept-Language for English', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' },
    });
    expect(response.json().message).toBe('Route GET:/api/nothing-here not found');
  });

  it('gives 422 with per-field messages, replacing zod defaults by catalogue texts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en' },
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { name: ['This field is required'], age: ['This field is required'] },
    });
  });

  it('translates the keys of an AppError, field errors included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'conflict',
      message: 'ليست لديك صلاحية للقيام بهذا الإجراء.',
      errors: { email: ['هذه القيمة غير صالحة'] },
    });
  });

  it('never shows internals in a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'internal_error',
      message: 'Something went wrong',
    });
    expect(response.body).not.toContain('secret');
  });

  it('maps malformed JSON to 400, a wrong content type to 415 and a huge body to 413', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'error', code: 'bad_request' });

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ code: 'unsupported_media_type' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('throttles routes that opt in, with a 429 envelope', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/test/limited',
      headers: { 'accept-language': 'en' },
    });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
    expect(second.json()).toMatchObject({ status: 'error', code: 'rate_limited' });
    expect(second.json().message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
  });
});
