import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestKit, startAdminTestKit } from '../../../test-support/kits/admin-test-kit.ts';
import { createAdmin } from './admin-accounts.ts';

describe('admin sign-in', () => {
  let t: AdminTestKit;
  beforeAll(async () => {
    t = await startAdminTestKit();
  });
  afterAll(() => t?.close());

  const logIn = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password },
      remoteAddress: ip,
      headers: { 'accept-language': 'en' },
    });

  it('answers a token and the admin, and the token opens the admin API', async () => {
    const response = await logIn(t.admin.email.toUpperCase(), t.admin.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'success',
      data: {
        token: expect.any(String),
        admin: { id: t.admin.id, name: 'Test Admin', email: t.admin.email },
      },
    });
    const me = await t.call({ method: 'GET', url: '/api/admin/me', token: body.data.token });
    expect(me.json().data).toEqual(body.data.admin);

    const out = await t.call({ method: 'POST', url: '/api/logout', token: body.data.token });
    expect(out.statusCode).toBe(200);
    const after = await t.call({ method: 'GET', url: '/api/admin/me', token: body.data.token });
    expect(after.statusCode).toBe(401);
  });

  it('gives one 401 message for an unknown e-mail and a wrong password', async () => {
    const unknown = await logIn('nobody@example.com', 'whatever1', '10.0.0.2');
    const wrong = await logIn(t.admin.email, 'wrong-password', '10.0.0.2');
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'invalid_credentials',
        message: 'Invalid email or password.',
      });
    }
  });

  it('does not let students or teachers in with their own passwords', async () => {
    const response = await logIn('sara.student@example.com', 'Madrasa#2026', '10.0.0.3');
    expect(response.statusCode).toBe(401);
  });

  it('validates the body with the shared messages', async () => {
    const response = await logIn('not-an-email', '', '10.0.0.4');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Invalid email format'],
      password: ['Password is required'],
    });
  });

  it('throttles repeated failures for one e-mail and address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await logIn(t.admin.email, `wrong-${i}-pass`, '10.0.0.5')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await logIn(t.admin.email, t.admin.password, '10.0.0.5');
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    // Another address is not locked out by a stranger's guesses.
    expect((await logIn(t.admin.email, t.admin.password, '10.0.0.6')).statusCode).toBe(200);
  });

  it('refuses a second admin with the same e-mail, whatever its case', async () => {
    await expect(
      createAdmin(t.app.db, {
        email: t.admin.email.toUpperCase(),
        name: 'Another',
        password: 'Another#123',
      }),
    ).rejects.toMatchObject({ statusCode: 409, messageKey: 'admin.email_taken' });
  });
});
