import { ACCOUNT_ROLES } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parents, students, teachers } from '../../db/schema.ts';
import {
  type AuthTestKit,
  signUpPayload,
  startAuthTestKit,
} from '../../test-support/kits/auth-test-kit.ts';
import { codeIn } from '../../test-support/mail/test-mailbox.ts';

/** Real Jordanian input on every entry form, every role: names, Arabic digits, phones. */

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const inArabicDigits = (text: string) => text.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)] ?? d);
const NAME_INVALID =
  'may contain only letters, with a single space, hyphen or apostrophe between words';

describe.each(ACCOUNT_ROLES)('%s entry forms take real Jordanian input', (role) => {
  let t: AuthTestKit;
  beforeAll(async () => {
    t = await startAuthTestKit();
  });
  afterAll(() => t?.close());

  const table = { student: students, teacher: teachers, parent: parents }[role] as typeof students;
  let sequence = 0;
  /** A Jordanian mobile number of this test, as its 07… form and its international form. */
  const newPhone = () => {
    sequence += 1;
    const local = `079${ACCOUNT_ROLES.indexOf(role) + 1}${String(sequence).padStart(6, '0')}`;
    return { local, international: `+962${local.slice(1)}` };
  };
  const signUp = (overrides: Record<string, unknown>) =>
    t.post(`/api/${role}/register`, signUpPayload(role, overrides));

  it.each(['عبد الله', 'عبد الرحمن', 'محمّد', 'Abd-Allah', "O'Neil"])(
    'signs up %s, stored as typed',
    async (name) => {
      const response = await signUp({ first_name: name, last_name: name });
      expect(response.statusCode).toBe(201);
      const [row] = await t.app.db
        .select()
        .from(table)
        .where(eq(table.id, response.json().data.id));
      expect(row).toMatchObject({ first_name: name, last_name: name });
    },
  );

  it.each(['Sara!', 'Sara2', 'سارة😀'])(
    'refuses %s with the name message, in both languages',
    async (name) => {
      const english = await signUp({ first_name: name, last_name: name });
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({
        first_name: [`First name ${NAME_INVALID}`],
        last_name: [`Last name ${NAME_INVALID}`],
      });
      const arabic = await t.post(
        `/api/${role}/register`,
        signUpPayload(role, { first_name: name }),
        { language: 'ar' },
      );
      expect(arabic.json().errors.first_name).toEqual([
        'يجب أن يكون الاسم الأول حروفًا فقط، بين كل كلمتين مسافة واحدة أو شَرطة أو فاصلة عليا',
      ]);
    },
  );

  it('keeps the spec message for a name that is too short', async () => {
    const response = await signUp({ first_name: 'مّ' });
    expect(response.json().errors).toEqual({
      first_name: ['First name must be at least 2 letters'],
    });
  });

  it('stores one international form, however the number was typed', async () => {
    const phone = newPhone();
    const response = await signUp({ phone_number: inArabicDigits(phone.local) });
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(table).where(eq(table.id, response.json().data.id));
    expect(row?.phone_number).toBe(phone.international);
  });

  it('refuses the same number written another way, with the uniqueness message', async () => {
    const phone = newPhone();
    expect((await signUp({ phone_number: phone.local })).statusCode).toBe(201);
    for (const again of [
      phone.international,
      `00962${phone.local.slice(1)}`,
      `+962 ${phone.local.slice(1, 3)} ${phone.local.slice(3, 6)} ${phone.local.slice(6)}`,
      inArabicDigits(phone.local),
    ]) {
      const response = await signUp({ phone_number: again });
      expect(response.statusCode, again).toBe(422);
      expect(response.json().errors).toEqual({
        phone_number: ['The phone number has already been taken.'],
      });
    }
  });

  it('refuses a number no phone can have with the spec message', async () => {
    const response = await signUp({ phone_number: '07912345678' });
    expect(response.json().errors).toEqual({ phone_number: ['Invalid phone number format'] });
  });

  it('logs in with any form of the number and verifies a code typed in Arabic digits', async () => {
    const phone = newPhone();
    const created = await signUp({ phone_number: phone.local });
    const { id, [role]: account } = created.json().data;
    const payload = signUpPayload(role);

    const login = await t.post(`/api/${role}/login`, {
      login: phone.international,
      password: payload.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.verification_required).toBe(true);
    const [row] = await t.app.db.select().from(table).where(eq(table.id, id));
    const code = codeIn(await t.mailbox.latestTo(row?.email ?? ''));

    const verified = await t.post(`/api/${role}/verify-otp`, {
      [`${role}_id`]: id,
      otp: inArabicDigits(code),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.token).toEqual(expect.any(String));

    for (const login of [
      phone.local,
      inArabicDigits(phone.local),
      `00962${phone.local.slice(1)}`,
    ]) {
      const again = await t.post(`/api/${role}/login`, { login, password: payload.password });
      expect(again.statusCode, login).toBe(200);
      expect(again.json().data.id).toBe(account.id);
    }
  });

  it('resets the password with the number in another form and the code in Arabic digits', async () => {
    const phone = newPhone();
    const created = await signUp({ phone_number: phone.international });
    const [row] = await t.app.db.select().from(table).where(eq(table.id, created.json().data.id));

    const forgot = await t.post(`/api/${role}/forgot-password`, {
      phone_number: `00962${phone.local.slice(1)}`,
    });
    expect(forgot.statusCode).toBe(200);
    const code = codeIn(await t.mailbox.latestTo(row?.email ?? ''));
    const verified = await t.post(`/api/${role}/verify-reset-otp`, {
      phone_number: inArabicDigits(phone.local),
      otp: inArabicDigits(code),
    });
    expect(verified.statusCode).toBe(200);
    const reset = await t.post(`/api/${role}/reset-password`, {
      phone_number: phone.local,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.post(`/api/${role}/login`, {
      login: phone.international,
      password: 'a-new-password',
    });
    expect(login.statusCode).toBe(200);
  });
});
