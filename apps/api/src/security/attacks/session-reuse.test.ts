import { SITE_ROLES, type SiteRole } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createAdmin } from '../../modules/admin/auth/admin-accounts.ts';
import { createStudent, createTeacher, TEST_PASSWORD } from '../../test-support/factories.ts';
import { type AuthTestKit, startAuthTestKit } from '../../test-support/kits/auth-test-kit.ts';
import { codeIn } from '../../test-support/mail/test-mailbox.ts';

/**
 * Attack: reusing a session token that should be dead (issue 9). Logout ends that session
 * only (another device stays signed in); a password change ends every session of the
 * account, the one that made the change included (docs/product.md §4: "after a successful password
 * change the session is cleared"; docs/decisions.md §4); a password reset ends them all; an
 * expired session is dead too. A dead token is refused everywhere with the same 401.
 */
const ME: Record<SiteRole | 'admin', string> = {
  student: '/api/student/profile',
  teacher: '/api/teacher/profile',
  admin: '/api/admin/me',
};

let t: AuthTestKit;
let address = 0;
beforeAll(async () => {
  t = await startAuthTestKit();
});
afterAll(() => t?.close());

const post = (url: string, payload?: object, token?: string) =>
  t.post(url, payload, { token, ip: `10.50.0.${++address % 250}` });
const me = (kind: SiteRole | 'admin', token: string) =>
  t.app.inject({
    url: ME[kind],
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
const expectDead = async (kind: SiteRole | 'admin', token: string) => {
  const response = await me(kind, token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    status: 'error',
    code: 'unauthenticated',
    message: 'Please log in to continue.',
  });
  expect((await post('/api/logout', undefined, token)).statusCode).toBe(401);
};

describe.each(SITE_ROLES)('attack: reusing a %s session', (role) => {
  const create = () => (role === 'student' ? createStudent : createTeacher)(t.app.db);
  const logIn = async (login: string, password = TEST_PASSWORD) => {
    const response = await post(`/api/${role}/login`, { login, password });
    expect(response.statusCode).toBe(200);
    return response.json().data.token as string;
  };

  it('refuses a token after its logout, and keeps the other device signed in', async () => {
    const account = await create();
    const [phone, laptop] = [await logIn(account.email), await logIn(account.phone_number)];
    expect((await post('/api/logout', undefined, phone)).statusCode).toBe(200);
    await expectDead(role, phone);
    expect((await me(role, laptop)).statusCode).toBe(200);
  });

  it('refuses every token of the account after a password change, the caller’s too', async () => {
    const account = await create();
    const [current, other] = [await logIn(account.email), await logIn(account.email)];
    const fields =
      role === 'student'
        ? {
            phone_number: account.phone_number,
            password: 'brand-new-1',
            password_confirmation: 'brand-new-1',
          }
        : { new_password: 'brand-new-1', new_password_confirmation: 'brand-new-1' };
    const changed = await post(
      `/api/${role}/change-password`,
      { old_password: TEST_PASSWORD, ...fields },
      current,
    );
    expect(changed.statusCode).toBe(200);
    await expectDead(role, current);
    await expectDead(role, other);
    expect(await logIn(account.email, 'brand-new-1')).toEqual(expect.any(String));
  });

  it('refuses every token of the account after a password reset', async () => {
    const account = await create();
    const tokens = [await logIn(account.email), await logIn(account.phone_number)];
    const phone = account.phone_number;
    await post(`/api/${role}/forgot-password`, { phone_number: phone });
    const code = codeIn(await t.mailbox.latestTo(account.email));
    expect(
      (await post(`/api/${role}/verify-reset-otp`, { phone_number: phone, otp: code })).statusCode,
    ).toBe(200);
    const reset = {
      phone_number: phone,
      password: 'brand-new-2',
      password_confirmation: 'brand-new-2',
    };
    expect((await post(`/api/${role}/reset-password`, reset)).statusCode).toBe(200);
    for (const token of tokens) await expectDead(role, token);
  });

  it('refuses an expired token, and the database never holds a usable token', async () => {
    const account = await create();
    const token = await logIn(account.email);
    const [row] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256(token)));
    expect(row?.token_hash).not.toBe(token);
    await t.app.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, sha256(token)));
    await expectDead(role, token);
  });
});

describe('attack: reusing an admin session', () => {
  it('refuses an admin token after its logout, and keeps the other one signed in', async () => {
    const email = `admin-reuse-${process.pid}@example.com`;
    await createAdmin(t.app.db, { email, name: 'Editor', password: 'Admin#Secret1' });
    const logIn = async () =>
      (await post('/api/admin/login', { email, password: 'Admin#Secret1' })).json().data
        .token as string;
    const [first, second] = [await logIn(), await logIn()];
    expect((await post('/api/logout', undefined, first)).statusCode).toBe(200);
    await expectDead('admin', first);
    expect((await me('admin', second)).statusCode).toBe(200);
  });
});
