import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, createTeacher, TEST_PASSWORD } from '../../test-support/factories.ts';
import { type AuthTestKit, startAuthTestKit } from '../../test-support/kits/auth-test-kit.ts';

describe('authentication throttles', () => {
  let t: AuthTestKit;
  beforeAll(async () => {
    t = await startAuthTestKit();
  });
  afterAll(() => t?.close());

  it('refuses the 6th failed login of one account from one address within a minute', async () => {
    const student = await createStudent(t.app.db);
    const attempt = (ip?: string, password = 'wrong-password') =>
      t.post('/api/student/login', { login: student.phone_number, password }, { ip });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);

    const refused = await attempt(undefined, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
    const arabic = await t.post(
      '/api/student/login',
      { login: student.phone_number, password: TEST_PASSWORD },
      { language: 'ar' },
    );
    expect(arabic.json().message).toMatch(/^محاولات كثيرة جدًا/);

    // The owner, elsewhere, is not locked out by someone guessing; nor is the same
    // login in the other role.
    expect((await attempt('10.1.1.1', TEST_PASSWORD)).statusCode).toBe(200);
    const teacher = await createTeacher(t.app.db, { phone_number: student.phone_number });
    const asTeacher = await t.post('/api/teacher/login', {
      login: teacher.phone_number,
      password: TEST_PASSWORD,
    });
    expect(asTeacher.statusCode).toBe(200);
  });

  it('lets a classroom of 40 sign in from one address within a minute', async () => {
    const classroom = await Promise.all(Array.from({ length: 40 }, () => createStudent(t.app.db)));
    for (const student of classroom) {
      const response = await t.post(
        '/api/student/login',
        { login: student.email, password: TEST_PASSWORD },
        { ip: '192.0.2.40' },
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('limits code checks per account and address', async () => {
    const student = await createStudent(t.app.db, { verified_at: null });
    const check = () =>
      t.post(
        '/api/student/verify-otp',
        { student_id: student.id, otp: '000000' },
        { ip: '10.2.2.2' },
      );
    for (let i = 0; i < 5; i += 1) expect((await check()).statusCode).toBe(400);
    expect((await check()).statusCode).toBe(429);
  });

  it('limits reset codes sent to one phone from one address', async () => {
    const teacher = await createTeacher(t.app.db);
    const send = () =>
      t.post(
        '/api/teacher/forgot-password',
        { phone_number: teacher.phone_number },
        { ip: '10.3.3.3' },
      );
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    expect(t.mailbox.messages.filter((mail) => mail.to.includes(teacher.email))).toHaveLength(5);
  });

  it('applies the generous per-address limit per route with the rate-limited envelope', async () => {
    const send = (i: number) =>
      t.post(
        '/api/student/forgot-password',
        { phone_number: `07955${String(i).padStart(5, '0')}` },
        { ip: '10.4.4.4' },
      );
    for (let i = 0; i < 60; i += 1) expect((await send(i)).statusCode).toBe(404);
    const last = await send(60);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests/),
    });
  });
});
