import { ACCOUNT_ROLES, USERNAME_PREFIXES } from '@madrasa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, parents, students, teachers } from '../../db/schema.ts';
import {
  type AuthTestKit,
  signUpPayload,
  startAuthTestKit,
} from '../../test-support/kits/auth-test-kit.ts';
import { codeIn } from '../../test-support/mail/test-mailbox.ts';

describe.each(ACCOUNT_ROLES)('%s login, code and logout', (role) => {
  let t: AuthTestKit;
  beforeAll(async () => {
    t = await startAuthTestKit();
    // A route only students may use, to tell a wrong role (403) from no session (401).
    t.app.get(
      '/api/test/student-only',
      { preHandler: t.app.requireAccount('student') },
      async () => ({
        status: 'success',
      }),
    );
  });
  afterAll(() => t?.close());

  const table = { student: students, teacher: teachers, parent: parents }[role] as typeof students;
  const idField = `${role}_id`;

  async function signUp(overrides: Record<string, unknown> = {}) {
    const payload = signUpPayload(role, overrides);
    const response = await t.post(`/api/${role}/register`, payload);
    expect(response.statusCode).toBe(201);
    return { ...payload, id: response.json().data.id as number };
  }
  const logIn = (login: string, password = 'secret123', ip?: string) =>
    t.post(`/api/${role}/login`, { login, password }, { ip });
  const verify = (id: number, otp: string, ip?: string) =>
    t.post(`/api/${role}/verify-otp`, { [idField]: id, otp }, { ip });
  const logOut = (token: string) => t.post('/api/logout', undefined, { token });

  async function loginCode(account: { email: string; phone_number: string }) {
    const response = await logIn(account.phone_number);
    expect(response.statusCode).toBe(200);
    return codeIn(await t.mailbox.latestTo(account.email));
  }

  it('mails a code to an unverified account, verifies it, and the token works until logout', async () => {
    const account = await signUp();
    const first = await logIn(account.email.toUpperCase());
    expect(first.statusCode).toBe(200);
    const user = {
      id: account.id,
      username: `${USERNAME_PREFIXES[role]}${account.first_name.toLowerCase()}_${account.id}`,
      first_name: account.first_name,
      last_name: account.last_name,
    };
    expect(first.json()).toEqual({
      status: 'success',
      message: 'OTP sent to your email. Please verify to complete login.',
      data: { id: account.id, verification_required: true, [role]: user },
    });
    expect(first.json().message).toContain('OTP sent');

    const mail = await t.mailbox.latestTo(account.email);
    expect(mail.headers.from).toBe('Madrasa <no-reply@madrasa.jo>');
    expect(mail.subject).toContain('رمز');
    expect(mail.subject).toContain('Madrasa');
    const code = codeIn(mail);
    expect(mail.text.indexOf('رمزك هو')).toBeLessThan(mail.text.indexOf('Your code is'));
    expect(mail.text).toContain(`Your code is ${code}. It is valid for 10 minutes.`);

    const verified = await verify(account.id, code);
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toEqual({
      status: 'success',
      message: 'Account verified successfully.',
      data: { token: expect.any(String), id: account.id, username: user.username, [role]: user },
    });
    const [row] = await t.app.db.select().from(table).where(eq(table.id, account.id));
    expect(row?.verified_at).toBeInstanceOf(Date);

    const token = body.data.token as string;
    const out = await logOut(token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'success', message: 'Logged out successfully' });
    const again = await logOut(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'unauthenticated',
      message: 'Please log in to continue.',
    });

    // Verified now: the next login answers with a token straight away.
    const direct = await logIn(account.phone_number);
    expect(direct.json()).toEqual({
      status: 'success',
      message: 'Login Successful',
      data: { token: expect.any(String), id: account.id, username: user.username, [role]: user },
    });
    const student = await t.app.inject({
      method: 'GET',
      url: '/api/test/student-only',
      headers: { authorization: `Bearer ${direct.json().data.token}` },
    });
    expect(student.statusCode).toBe(role === 'student' ? 200 : 403);
  });

  it('answers a wrong password and an unknown login with the same 401', async () => {
    const account = await signUp();
    const wrong = await logIn(account.phone_number, 'not-the-password');
    const unknown = await logIn('nobody@example.com', 'secret123');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'invalid_credentials',
        message: 'Invalid credentials. Please check your phone number/email and password.',
      });
    }
    expect(t.mailbox.messages.some((mail) => mail.to.includes(account.email))).toBe(false);
  });

  it('validates the login payload (docs/product.md §5), in Arabic by default', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { login: 'not a login', password: 'short' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      login:
        role !== 'teacher'
          ? ['صيغة رقم الهاتف أو البريد الإلكتروني غير صحيحة']
          : ['صيغة رقم الهاتف غير صحيحة'],
      password: ['يجب ألا تقل كلمة المرور عن 8 أحرف'],
    });
  });

  it('names missing login and code fields', async () => {
    expect((await t.post(`/api/${role}/login`, {})).json().errors).toEqual({
      login: [role !== 'teacher' ? 'Phone number or email is required' : 'Phone number'],
      password: ['Password is required'],
    });
    expect((await t.post(`/api/${role}/verify-otp`, { otp: '12ab' })).json().errors).toEqual({
      [idField]: ['User ID or type is missing. Please log in again.'],
      otp: ['The code must be 6 digits'],
    });
    expect((await t.post(`/api/${role}/verify-otp`, { [idField]: 1 })).json().errors).toEqual({
      otp: ['OTP is required'],
    });
  });

  it('kills a code after five wrong tries', async () => {
    const account = await signUp();
    const code = await loginCode(account);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await verify(account.id, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'bad_request',
        message: 'Invalid OTP. Please try again.',
      });
    }
    // From another address, so the per-account throttle is not what refuses it.
    expect((await verify(account.id, code, '10.0.0.2')).statusCode).toBe(400);
  });

  it('refuses an expired code and a used one', async () => {
    const account = await signUp();
    const code = await loginCode(account);
    const ofAccount = and(eq(oneTimeCodes.role, role), eq(oneTimeCodes.user_id, account.id));
    await t.app.db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(ofAccount);
    expect((await verify(account.id, code)).statusCode).toBe(400);

    const fresh = await loginCode(account);
    expect(fresh).not.toBe(code);
    const [stored] = await t.app.db.select().from(oneTimeCodes).where(ofAccount);
    expect(stored?.code_hash).not.toContain(fresh);
    expect((await verify(account.id, fresh)).statusCode).toBe(200);
    expect((await verify(account.id, fresh)).statusCode).toBe(400);
  });

  it('lets only the newest code work', async () => {
    const account = await signUp();
    const older = await loginCode(account);
    const newer = await loginCode(account);
    if (older !== newer) expect((await verify(account.id, older)).statusCode).toBe(400);
    expect((await verify(account.id, newer)).statusCode).toBe(200);
  });

  it('refuses a code for an unknown account with the same 400', async () => {
    const response = await verify(999_999, '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid OTP. Please try again.');
  });
});
