import { ACCOUNT_ROLES } from '@madrasa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetGrants } from '../../db/schema.ts';
import {
  createParent,
  createStudent,
  createTeacher,
  TEST_PASSWORD,
} from '../../test-support/factories.ts';
import { type AuthTestKit, startAuthTestKit } from '../../test-support/kits/auth-test-kit.ts';
import { codeIn } from '../../test-support/mail/test-mailbox.ts';

describe.each(ACCOUNT_ROLES)('%s password reset', (role) => {
  let t: AuthTestKit;
  beforeAll(async () => {
    t = await startAuthTestKit();
  });
  afterAll(() => t?.close());

  const call = (step: string, payload: object, language: 'en' | 'ar' = 'en') =>
    t.post(`/api/${role}/${step}`, payload, { language });
  const factory = { student: createStudent, teacher: createTeacher, parent: createParent }[role];
  const create = (overrides: { verified_at?: null } = {}) => factory(t.app.db, overrides);
  const logIn = (login: string, password: string) =>
    t.post(`/api/${role}/login`, { login, password });
  const newPassword = { password: 'brand-new-9', password_confirmation: 'brand-new-9' };

  it('answers 404 "Phone number not found." for an unknown phone, in both languages', async () => {
    const english = await call('forgot-password', { phone_number: '0799999999' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      status: 'error',
      code: 'not_found',
      message: 'Phone number not found.',
    });
    const arabic = await call('forgot-password', { phone_number: '0799999999' }, 'ar');
    expect(arabic.json().message).toBe('رقم الهاتف غير موجود.');
  });

  it('validates each step (docs/product.md §5)', async () => {
    expect((await call('forgot-password', {})).json().errors).toEqual({
      phone_number: ['Phone number is required'],
    });
    expect((await call('verify-reset-otp', { phone_number: '0791234567' })).json().errors).toEqual({
      otp: ['OTP is required'],
    });
    const mismatch = await call('reset-password', {
      phone_number: '0791234567',
      password: 'brand-new-9',
      password_confirmation: 'brand-new-8',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Passwords do not match'] });
  });

  it('resets through code and grant, ending every session; the grant works once', async () => {
    const account = await create();
    const phone = account.phone_number;
    const session = (await logIn(phone, TEST_PASSWORD)).json().data.token as string;

    expect((await call('reset-password', { phone_number: phone, ...newPassword })).json()).toEqual({
      status: 'error',
      code: 'reset_expired',
      message: 'The time to set a new password has run out. Please start over.',
    });

    const sent = await call('forgot-password', { phone_number: phone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'success', message: 'OTP sent to your email.' });
    const mail = await t.mailbox.latestTo(account.email);
    expect(mail.subject).toContain('password reset code');
    const code = codeIn(mail);

    const wrong = await call('verify-reset-otp', {
      phone_number: phone,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid OTP. Please try again.');

    const verified = await call('verify-reset-otp', { phone_number: phone, otp: code });
    expect(verified.json()).toEqual({
      status: 'success',
      message: 'OTP verified. You can now set a new password.',
    });
    expect((await call('verify-reset-otp', { phone_number: phone, otp: code })).statusCode).toBe(
      400,
    );

    const reset = await call('reset-password', { phone_number: phone, ...newPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      status: 'success',
      message: 'Your password has been reset. Please log in.',
    });

    expect((await t.post('/api/logout', undefined, { token: session })).statusCode).toBe(401);
    expect((await logIn(phone, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(phone, newPassword.password)).json().data.token).toEqual(
      expect.any(String),
    );

    const again = await call('reset-password', {
      phone_number: phone,
      password: 'another-one-7',
      password_confirmation: 'another-one-7',
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an expired grant', async () => {
    const account = await create();
    const phone = account.phone_number;
    await call('forgot-password', { phone_number: phone });
    const code = codeIn(await t.mailbox.latestTo(account.email));
    expect((await call('verify-reset-otp', { phone_number: phone, otp: code })).statusCode).toBe(
      200,
    );
    await t.app.db
      .update(resetGrants)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(and(eq(resetGrants.role, role), eq(resetGrants.user_id, account.id)));
    const response = await call('reset-password', { phone_number: phone, ...newPassword });
    expect(response.statusCode).toBe(400);
  });

  it('verifies an unverified account whose owner reset the password by e-mail code', async () => {
    const account = await create({ verified_at: null });
    const phone = account.phone_number;
    await call('forgot-password', { phone_number: phone });
    const code = codeIn(await t.mailbox.latestTo(account.email));
    await call('verify-reset-otp', { phone_number: phone, otp: code });
    expect((await call('reset-password', { phone_number: phone, ...newPassword })).statusCode).toBe(
      200,
    );
    expect((await logIn(account.email, newPassword.password)).json().data.token).toEqual(
      expect.any(String),
    );
  });
});
