import { OTP } from '@madrasa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema.ts';
import { createStudent, createTeacher, TEST_PASSWORD } from '../../test-support/factories.ts';
import { type AuthTestKit, startAuthTestKit } from '../../test-support/kits/auth-test-kit.ts';
import { codeIn } from '../../test-support/mail/test-mailbox.ts';

/**
 * Attack: guessing a 6-digit code (issue 9). Each code dies after five wrong tries, even
 * when the guesses arrive at once or from many addresses, so the right code is refused
 * on the sixth and a fresh one is needed; checks are throttled per account and address
 * (5 a minute) and per address (300 a minute); a reset grant is spent once. The single
 * checks live in login.test.ts, reset-password.test.ts and throttles.test.ts; this file
 * runs the attacks end to end.
 */
let t: AuthTestKit;
let address = 0;
beforeAll(async () => {
  t = await startAuthTestKit();
});
afterAll(() => t?.close());

/** A new source address for every call: only the per-code limit may refuse. */
const anywhere = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('attack: brute force of a login code', () => {
  const verify = (id: number, otp: string, ip = anywhere()) =>
    t.post('/api/teacher/verify-otp', { teacher_id: id, otp }, { ip });
  async function codeFor(account: { email: string; phone_number: string }) {
    const sent = await t.post(
      '/api/teacher/login',
      { login: account.phone_number, password: TEST_PASSWORD },
      { ip: anywhere() },
    );
    expect(sent.json().data.verification_required).toBe(true);
    return codeIn(await t.mailbox.latestTo(account.email));
  }

  it('refuses the right code after five wrong tries, then takes a fresh code', async () => {
    const teacher = await createTeacher(t.app.db, { verified_at: null });
    const code = await codeFor(teacher);
    for (let i = 0; i < OTP.maxWrongTries; i += 1) {
      expect((await verify(teacher.id, wrongFor(code))).statusCode).toBe(400);
    }
    const sixth = await verify(teacher.id, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Invalid OTP. Please try again.');
    const fresh = await codeFor(teacher);
    expect((await verify(teacher.id, fresh)).statusCode).toBe(200);
  });

  it('counts guesses sent all at once, from many addresses, against the same five', async () => {
    const teacher = await createTeacher(t.app.db, { verified_at: null });
    const code = await codeFor(teacher);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => verify(teacher.id, wrongFor(code))),
    );
    expect(guesses.every((response) => response.statusCode === 400)).toBe(true);
    const [row] = await t.app.db
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.role, 'teacher'), eq(oneTimeCodes.user_id, teacher.id)));
    expect(row?.attempts).toBe(OTP.maxWrongTries);
    expect((await verify(teacher.id, code)).statusCode).toBe(400);
  });

  it('stops one address guessing across many accounts at the per-address limit', async () => {
    const ip = '10.30.0.1';
    // Unknown accounts cost no code check, so 300 guesses stay quick; each is a new account.
    for (let id = 1; id <= 300; id += 1) {
      expect((await verify(900_000 + id, '123456', ip)).statusCode).toBe(400);
    }
    const refused = await verify(900_301, '123456', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
  });
});

describe('attack: brute force of a password-reset code', () => {
  const call = (step: string, payload: object, ip = anywhere()) =>
    t.post(`/api/student/${step}`, payload, { ip });
  async function resetCode(student: { email: string; phone_number: string }) {
    expect((await call('forgot-password', { phone_number: student.phone_number })).statusCode).toBe(
      200,
    );
    return codeIn(await t.mailbox.latestTo(student.email));
  }

  it('refuses the right code after five wrong tries, then takes a fresh code', async () => {
    const student = await createStudent(t.app.db);
    const phone = student.phone_number;
    const code = await resetCode(student);
    for (let i = 0; i < OTP.maxWrongTries; i += 1) {
      expect(
        (await call('verify-reset-otp', { phone_number: phone, otp: wrongFor(code) })).statusCode,
      ).toBe(400);
    }
    expect((await call('verify-reset-otp', { phone_number: phone, otp: code })).statusCode).toBe(
      400,
    );
    const fresh = await resetCode(student);
    expect((await call('verify-reset-otp', { phone_number: phone, otp: fresh })).statusCode).toBe(
      200,
    );
  });

  it('throttles checks of one phone from one address with the 429 envelope', async () => {
    const student = await createStudent(t.app.db);
    const check = () =>
      call('verify-reset-otp', { phone_number: student.phone_number, otp: '000000' }, '10.40.0.1');
    for (let i = 0; i < 5; i += 1) expect((await check()).statusCode).toBe(400);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    });
  });

  it('spends a reset grant once, even on two calls at the same moment', async () => {
    const student = await createStudent(t.app.db);
    const phone = student.phone_number;
    const code = await resetCode(student);
    expect((await call('verify-reset-otp', { phone_number: phone, otp: code })).statusCode).toBe(
      200,
    );
    const reset = (password: string) =>
      call('reset-password', { phone_number: phone, password, password_confirmation: password });
    const results = await Promise.all([reset('first-new-1'), reset('second-new-2')]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect((await reset('third-new-3')).statusCode).toBe(400);
  });
});
