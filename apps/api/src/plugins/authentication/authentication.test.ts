import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createTeacher } from '../../test-support/factories.ts';
import { createSession, revokeSessions } from './sessions.ts';

describe('authentication plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    t.app.get(
      '/api/test/students-only',
      { preHandler: t.app.requireAccount('student') },
      async (request) => ({ status: 'success', data: request.account }),
    );
    t.app.get(
      '/api/test/anyone-signed-in',
      { preHandler: t.app.requireAccount() },
      async (request) => ({ status: 'success', data: request.account }),
    );
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('refuses a request without a token with 401 and the envelope', async () => {
    const response = await get('/api/test/students-only');
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({
      status: 'error',
      code: 'unauthenticated',
      message: 'Please log in to continue.',
    });
  });

  it('refuses an unknown token', async () => {
    const response = await get('/api/test/students-only', 'x'.repeat(43));
    expect(response.statusCode).toBe(401);
  });

  it('admits a valid token and exposes the account; only its hash is stored', async () => {
    const student = await createStudent(t.app.db);
    const token = await createSession(t.app.db, { role: 'student', id: student.id });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await get('/api/test/students-only', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      role: 'student',
      id: student.id,
      sessionId: expect.any(Number),
    });
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.user_id, student.id));
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });

  it('answers 403 to another kind of account, but admits it where any kind may enter', async () => {
    const teacher = await createTeacher(t.app.db);
    const token = await createSession(t.app.db, { role: 'teacher', id: teacher.id });
    const refused = await get('/api/test/students-only', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await get('/api/test/anyone-signed-in', token)).json().data.role).toBe('teacher');
  });

  it('refuses expired and revoked sessions', async () => {
    const student = await createStudent(t.app.db);
    const expired = await createSession(t.app.db, { role: 'student', id: student.id });
    await t.app.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, student.id));
    expect((await get('/api/test/students-only', expired)).statusCode).toBe(401);

    const revoked = await createSession(t.app.db, { role: 'student', id: student.id });
    expect((await get('/api/test/students-only', revoked)).statusCode).toBe(200);
    await revokeSessions(t.app.db, { role: 'student', id: student.id });
    expect((await get('/api/test/students-only', revoked)).statusCode).toBe(401);
  });
});
