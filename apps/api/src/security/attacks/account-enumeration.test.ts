import { ACCOUNT_ROLES } from '@madrasa/contracts';
import argon2 from '@node-rs/argon2';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin } from '../../modules/admin/auth/admin-accounts.ts';
import {
  createParent,
  createStudent,
  createTeacher,
  TEST_PASSWORD,
} from '../../test-support/factories.ts';
import { type AuthTestKit, startAuthTestKit } from '../../test-support/kits/auth-test-kit.ts';

/** Every argon2 verification the server does (lib/password.ts calls it through this object). */
const argon2Verify = vi.spyOn(argon2, 'verify');

/**
 * Attack: account enumeration (issue 9). Whether an account exists must not show in any
 * reply product.md leaves open: status, body and headers are the same for an
 * unknown account and a known one with the wrong secret. Two replies do tell, because
 * the product needs them: docs/product.md §8 has forgot-password answer 404 "Phone number not found."
 * (throttled to 60 a minute per address, throttles.test.ts), and sign-up names a phone or
 * e-mail already used in the role (docs/decisions.md §4: unique within a role; the form must say
 * which field to change), throttled per address like every auth route.
 */
const same = (responses: LightMyRequestResponse[]) => {
  // Rate-limit counters and the date move with every request, whoever it names.
  const stable = (r: LightMyRequestResponse) => ({
    status: r.statusCode,
    body: r.json(),
    headers: Object.entries(r.headers)
      .filter(([name]) => name !== 'date' && !name.startsWith('x-ratelimit'))
      .sort(),
  });
  const [first, ...rest] = responses.map(stable);
  for (const other of rest) expect(other).toEqual(first);
  return first;
};

let t: AuthTestKit;
beforeAll(async () => {
  t = await startAuthTestKit();
});
afterAll(async () => {
  argon2Verify.mockRestore();
  await t?.close();
});

describe.each(ACCOUNT_ROLES)('attack: %s account enumeration', (role) => {
  let ip = 0;

  // A fresh address per call, so the per-account throttle never answers instead.
  const post = (step: string, payload: object) =>
    t.post(`/api/${role}/${step}`, payload, { ip: `10.9.${role.length}.${++ip}` });
  const factory = { student: createStudent, teacher: createTeacher, parent: createParent }[role];
  const create = (verified = true) => factory(t.app.db, verified ? {} : { verified_at: null });

  it('login: unknown e-mail or phone and wrong password answer alike, with the same argon2 work', async () => {
    const [known, unverified] = [await create(), await create(false)];
    argon2Verify.mockClear();
    const replies = [
      await post('login', { login: `nobody-${role}@example.com`, password: TEST_PASSWORD }),
      await post('login', { login: '0799999999', password: TEST_PASSWORD }),
      await post('login', { login: known.email, password: 'wrong-password' }),
      await post('login', { login: unverified.phone_number, password: 'wrong-password' }),
    ];
    expect(same(replies)).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
    // Every attempt checked a hash: unknown accounts against a dummy one (log-in.ts).
    expect(argon2Verify).toHaveBeenCalledTimes(replies.length);
    expect(t.mailbox.messages.some((mail) => mail.to.includes(unverified.email))).toBe(false);
  });

  it('login: an unknown account is locked after five failures just as a real one is', async () => {
    const known = await create();
    const tries = async (login: string) => {
      for (let i = 0; i < 5; i += 1) {
        await t.post(
          `/api/${role}/login`,
          { login, password: 'wrong-password' },
          { ip: '10.8.0.1' },
        );
      }
      return t.post(
        `/api/${role}/login`,
        { login, password: 'wrong-password' },
        { ip: '10.8.0.1' },
      );
    };
    const replies = [await tries('0791111111'), await tries(known.phone_number)];
    expect(replies.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(replies[0]?.json().code).toBe(replies[1]?.json().code);
  });

  it('verify-otp: an unknown id, a verified account and a wrong code answer alike', async () => {
    const [verified, pending] = [await create(), await create(false)];
    await post('login', { login: pending.email, password: TEST_PASSWORD });
    const id = `${role}_id`;
    const replies = [
      await post('verify-otp', { [id]: 987_654, otp: '123456' }),
      await post('verify-otp', { [id]: verified.id, otp: '123456' }),
      await post('verify-otp', { [id]: pending.id, otp: '123456' }),
    ];
    expect(same(replies)).toMatchObject({
      status: 400,
      body: { message: 'Invalid OTP. Please try again.' },
    });
  });

  it('password reset: code and grant checks answer alike for unknown and known phones', async () => {
    const [idle, waiting] = [await create(), await create()];
    expect((await post('forgot-password', { phone_number: waiting.phone_number })).statusCode).toBe(
      200,
    );
    const unknown = '0798888888';
    same([
      await post('verify-reset-otp', { phone_number: unknown, otp: '123456' }),
      await post('verify-reset-otp', { phone_number: idle.phone_number, otp: '123456' }),
      await post('verify-reset-otp', { phone_number: waiting.phone_number, otp: '123456' }),
    ]);
    const reset = { password: 'brand-new-9', password_confirmation: 'brand-new-9' };
    const refused = same([
      await post('reset-password', { phone_number: unknown, ...reset }),
      await post('reset-password', { phone_number: idle.phone_number, ...reset }),
    ]);
    expect(refused).toMatchObject({ status: 400, body: { code: 'reset_expired' } });
  });

  it('the replies the product requires to differ: forgot-password 404 and a taken sign-up field', async () => {
    const known = await create();
    const missing = await post('forgot-password', { phone_number: '0797777777' });
    expect(missing.json()).toEqual({
      status: 'error',
      code: 'not_found',
      message: 'Phone number not found.',
    });
    const taken = await post('register', {
      first_name: 'Layla',
      last_name: 'Haddad',
      phone_number: known.phone_number,
      email: known.email,
      password: 'secret123',
      password_confirmation: 'secret123',
      ...{
        student: {
          gender: 'female',
          age_group: '15-18',
          school_type: 'governmental',
          residence: 'Amman',
        },
        teacher: {
          gender: 'male',
          age_group_taught: 'High School',
          years_of_experience: 7,
          subject: 'Physics',
        },
        parent: {},
      }[role],
    });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors).sort()).toEqual(['email', 'phone_number']);
  });
});

describe('attack: admin account enumeration', () => {
  it('answers an unknown e-mail and a wrong password alike, after the same argon2 work', async () => {
    await createAdmin(t.app.db, {
      email: 'editor@example.com',
      name: 'Editor',
      password: 'Admin#Secret1',
    });
    argon2Verify.mockClear();
    const login = (email: string, ip: string) =>
      t.post('/api/admin/login', { email, password: 'Wrong#Secret1' }, { ip });
    const replies = [
      await login('nobody@example.com', '10.7.0.1'),
      await login('editor@example.com', '10.7.0.2'),
    ];
    expect(same(replies)).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
    expect(argon2Verify).toHaveBeenCalledTimes(2);
  });
});
