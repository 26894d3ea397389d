import type { AccountRole } from '@madrasa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { startTestMailbox, type TestMailbox } from '../mail/test-mailbox.ts';

/**
 * Test support only: the app on empty tables, mailing through a real SMTP server the
 * tests read codes from, and small request helpers shared by the auth test files.
 */
export type AuthTestKit = TestApp & {
  mailbox: TestMailbox;
  post: (url: string, payload?: object, options?: PostOptions) => Promise<LightMyRequestResponse>;
};

type PostOptions = { language?: 'ar' | 'en'; token?: string; ip?: string };

export async function startAuthTestKit(env: Record<string, string> = {}): Promise<AuthTestKit> {
  const mailbox = await startTestMailbox();
  const t = await buildTestApp({ seed: false, env: { SMTP_URL: mailbox.url, ...env } }).catch(
    async (error: unknown) => {
      await mailbox.close();
      throw error;
    },
  );
  return {
    ...t,
    mailbox,
    post: (url, payload, options = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: options.ip,
        headers: {
          'accept-language': options.language ?? 'en',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      }),
    close: async () => {
      await t.close();
      await mailbox.close();
    },
  };
}

let sequence = 0;

/** A valid sign-up payload of the role, unique within the test run. */
export function signUpPayload(role: AccountRole, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const n = String(sequence).padStart(4, '0');
  const common = {
    last_name: 'Haddad',
    phone_number: `079000${n}`,
    email: `${role}${n}@example.com`,
    password: 'secret123',
    password_confirmation: 'secret123',
  };
  const fields =
    role === 'parent'
      ? { ...common, first_name: 'Huda' }
      : role === 'student'
        ? {
            ...common,
            first_name: 'Layla',
            gender: 'female',
            age_group: '15-18',
            school_type: 'governmental',
            residence: 'Amman',
          }
        : {
            ...common,
            first_name: 'Omar',
            gender: 'male',
            age_group_taught: 'High School',
            years_of_experience: 7,
            subject: 'Physics',
          };
  return { ...fields, ...overrides };
}
