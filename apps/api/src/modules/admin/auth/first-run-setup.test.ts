import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRunSetup } from '../../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test-support/build-test-app.ts';
import { createAdmin } from './admin-accounts.ts';
import { ensureSetupCode, formatSetupCode } from './first-run-setup.ts';

/** As a phone keyboard set to Arabic types digits. */
const toArabicIndic = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe('first-run setup (/api/admin/setup)', () => {
  let t: TestApp;
  let code: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    await t.app.ready(); // the code is made (and printed) when the server is ready
    const [row] = await t.app.db.select().from(firstRunSetup);
    code = row?.code ?? '';
  });
  afterAll(() => t?.close());

  const setup = (payload: Record<string, unknown>, { ip = '10.1.0.1', language = 'en' } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload,
      remoteAddress: ip,
      headers: { 'accept-language': language },
    });
  const status = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/setup' })).json();
  const first = { name: 'محمد الأحمد', email: 'Editor@Madrasa.jo', password: 'Strong#Pass1' };

  it('has a printed code while no admin exists, and says setup is needed', async () => {
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(formatSetupCode(code)).toMatch(/^\w{4}-\w{4}-\w{4}$/);
    expect(await status()).toEqual({ status: 'success', data: { needed: true } });
  });

  it('refuses a wrong code in the caller’s language and creates nobody', async () => {
    const wrong = await setup({ ...first, code: 'AAAA-BBBB-CCCC' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      status: 'error',
      code: 'forbidden',
      message:
        'This setup code is not correct. It is printed in the server log when the server starts.',
    });
    const arabic = await setup({ ...first, code: 'AAAA' }, { language: 'ar' });
    expect(arabic.json().message).toBe('رمز الإعداد غير صحيح. يُطبع في سجل الخادم عند تشغيله.');
    expect(await status()).toEqual({ status: 'success', data: { needed: true } });
  });

  it('checks the admin details with the shared rules', async () => {
    const response = await setup({ code, name: 'م', email: 'x', password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'name', 'password']);
  });

  it('throttles guessing from one address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push((await setup({ ...first, code: `WRONG${i}` }, { ip: '10.1.0.9' })).statusCode);
    }
    expect(answers.slice(0, 10).every((statusCode) => statusCode === 403)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('creates the first admin from the code as typed (lower case, dashes, Arabic digits) and signs in', async () => {
    const typed = toArabicIndic(formatSetupCode(code).toLowerCase());
    const response = await setup({ ...first, code: typed });
    expect(response.statusCode).toBe(200);
    const { token, admin } = response.json().data;
    expect(admin).toEqual({
      id: expect.any(Number),
      name: 'محمد الأحمد',
      email: 'editor@madrasa.jo',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data).toEqual(admin);
  });

  it('closes for good once an admin exists: the code is gone and a second try is refused', async () => {
    expect(await status()).toEqual({ status: 'success', data: { needed: false } });
    expect(await t.app.db.select().from(firstRunSetup)).toEqual([]);
    const again = await setup({ ...first, email: 'second@madrasa.jo', code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This installation already has an admin. Sign in instead.');
    expect(await ensureSetupCode(t.app.db)).toBeNull();
  });
});

describe('first-run setup after create-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('is no longer offered once the command made an admin', async () => {
    await t.app.ready();
    const [row] = await t.app.db.select().from(firstRunSetup);
    await createAdmin(t.app.db, {
      email: 'ops@madrasa.jo',
      name: 'Ops Team',
      password: 'Strong#Pass1',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/setup' });
    expect(response.json().data.needed).toBe(false);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload: {
        code: row?.code,
        name: 'Late Comer',
        email: 'late@madrasa.jo',
        password: 'Strong#Pass1',
      },
    });
    expect(late.statusCode).toBe(409);
  });
});
