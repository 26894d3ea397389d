import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';

const valid = {
  full_name: 'Lina Haddad',
  phone_number: '079 123 4567',
  email: 'lina@example.com',
  subject: 'Grade 10 materials',
  message: 'When will the second semester summaries be ready?',
};

describe('POST /api/inbox', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  /** Each test sends from its own address, so only the throttle test meets the throttle. */
  const send = (payload: unknown, remoteAddress = `10.0.0.${++address}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/inbox',
      payload: payload as Record<string, unknown>,
      headers: { 'accept-language': 'en' },
      remoteAddress,
    });

  it('stores the message and answers with the confirmation text', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'success', message: 'Message sent successfully' });
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, valid.email));
    expect(row).toMatchObject({ ...valid, phone_number: '+962791234567', handled_at: null });
  });

  it('accepts a message left empty or out', async () => {
    const { message: _message, ...withoutMessage } = valid;
    expect((await send({ ...withoutMessage, email: 'a@example.com' })).statusCode).toBe(201);
    expect((await send({ ...valid, email: 'b@example.com', message: '  ' })).statusCode).toBe(201);
    const rows = await t.app.db
      .select({ message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'b@example.com'));
    expect(rows).toEqual([{ message: null }]);
  });

  it('requires every field but the message, with the spec text', async () => {
    const response = await send({ full_name: ' ', email: 'lina@example.com', message: 'Hi' });
    expect(response.statusCode).toBe(422);
    const required = ['All fields except message are required'];
    expect(response.json()).toMatchObject({
      status: 'error',
      code: 'validation_failed',
      errors: { full_name: required, phone_number: required, subject: required },
    });
  });

  it('refuses a malformed e-mail or phone number', async () => {
    const response = await send({ ...valid, email: 'lina@', phone_number: '12ab' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Invalid email format'],
      phone_number: ['Invalid phone number format'],
    });
  });

  it('takes Arabic names and numbers typed in Arabic digits, and refuses a name that is none', async () => {
    const arabic = await send({
      ...valid,
      full_name: 'عبد الرحمن',
      phone_number: '٠٧٩ ١٢٣ ٤٥٦٧',
      email: 'ar@example.com',
    });
    expect(arabic.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ar@example.com'));
    expect(row).toMatchObject({ full_name: 'عبد الرحمن', phone_number: '+962791234567' });
    for (const full_name of ['Lina!', 'Lina 2', 'لينا😀']) {
      const refused = await send({ ...valid, full_name });
      expect(refused.json().errors, full_name).toEqual({
        full_name: [
          'Full name may contain only letters, with a single space, hyphen or apostrophe between words',
        ],
      });
    }
  });

  it('throttles one address after five messages in ten minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await send({ ...valid, email: `spam${i}@example.com` }, '10.9.9.9')).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const other = await send({ ...valid, email: 'someone.else@example.com' });
    expect(other.statusCode).toBe(201);
  });
});
