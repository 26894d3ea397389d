import { ACCOUNT_ROLES, USERNAME_PREFIXES } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parents, students, teachers } from '../../db/schema.ts';
import {
  type AuthTestKit,
  signUpPayload,
  startAuthTestKit,
} from '../../test-support/kits/auth-test-kit.ts';

describe.each(ACCOUNT_ROLES)('POST /api/%s/register', (role) => {
  let t: AuthTestKit;
  beforeAll(async () => {
    t = await startAuthTestKit();
  });
  afterAll(() => t?.close());

  const url = `/api/${role}/register`;
  const table = { student: students, teacher: teachers, parent: parents }[role] as typeof students;
  const prefix = USERNAME_PREFIXES[role];

  it('creates an unverified account and answers 201 with its id and username, no token', async () => {
    const payload = signUpPayload(role, { email: `  Mixed.${role}@Example.COM ` });
    const response = await t.post(url, payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const id = body.data.id;
    const user = { id, username: `${prefix}${payload.first_name.toLowerCase()}_${id}` };
    expect(body).toEqual({
      status: 'success',
      message: 'Account created successfully. Please log in to verify your account.',
      data: {
        ...user,
        [role]: { ...user, first_name: payload.first_name, last_name: 'Haddad' },
      },
    });

    const [row] = await t.app.db.select().from(table).where(eq(table.id, id));
    expect(row?.verified_at).toBeNull();
    expect(row?.email).toBe(`mixed.${role}@example.com`);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('derives the username from an Arabic first name too, and answers in Arabic by default', async () => {
    const response = await t.post(url, signUpPayload(role, { first_name: 'سارة' }), {
      language: 'ar',
    });
    const body = response.json();
    expect(body.message).toBe('تم إنشاء الحساب بنجاح. يرجى تسجيل الدخول لتأكيد حسابك.');
    expect(body.data.username).toBe(`${prefix}سارة_${body.data.id}`);
  });

  it('refuses a phone number or e-mail already used in the role, per field', async () => {
    const first = signUpPayload(role);
    expect((await t.post(url, first)).statusCode).toBe(201);

    const samePhone = await t.post(url, signUpPayload(role, { phone_number: first.phone_number }));
    expect(samePhone.statusCode).toBe(422);
    expect(samePhone.json()).toEqual({
      status: 'error',
      code: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { phone_number: ['The phone number has already been taken.'] },
    });

    const sameEmail = await t.post(url, signUpPayload(role, { email: first.email.toUpperCase() }));
    expect(sameEmail.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const both = await t.post(
      url,
      { ...signUpPayload(role), phone_number: first.phone_number, email: first.email },
      { language: 'ar' },
    );
    expect(both.json().errors).toEqual({
      phone_number: ['رقم الهاتف مستخدم من قبل.'],
      email: ['البريد الإلكتروني مستخدم من قبل.'],
    });
  });

  it('settles simultaneous sign-ups with one phone number through the unique index', async () => {
    const phone = signUpPayload(role).phone_number;
    const responses = await Promise.all(
      [1, 2, 3].map(() => t.post(url, signUpPayload(role, { phone_number: phone }))),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 422, 422]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(response.json().errors).toEqual({
        phone_number: ['The phone number has already been taken.'],
      });
    }
  });

  it('accepts the same phone number in the other role', async () => {
    const payload = signUpPayload(role);
    expect((await t.post(url, payload)).statusCode).toBe(201);
    const other = role === 'student' ? 'parent' : 'student';
    const response = await t.post(
      `/api/${other}/register`,
      signUpPayload(other, { phone_number: payload.phone_number, email: payload.email }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('sign-up validation (docs/product.md §5), from the server in both languages', () => {
  let t: AuthTestKit;
  beforeAll(async () => {
    t = await startAuthTestKit();
  });
  afterAll(() => t?.close());

  const errorsOf = async (
    role: 'student' | 'teacher',
    payload: object,
    language: 'en' | 'ar' = 'en',
  ) => {
    const response = await t.post(`/api/${role}/register`, payload, { language });
    expect(response.statusCode).toBe(422);
    return response.json().errors;
  };

  it('names every missing student field', async () => {
    expect(await errorsOf('student', {})).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      phone_number: ['Phone number is required'],
      email: ['Email is required'],
      gender: ['Gender is required'],
      age_group: ['Age group is required'],
      school_type: ['School type is required'],
      residence: ['Place of residence is required'],
      password: ['Password is required'],
      password_confirmation: ['Confirm password is required'],
    });
  });

  it('checks each student rule', async () => {
    const errors = await errorsOf(
      'student',
      signUpPayload('student', {
        first_name: 'L',
        last_name: 'H4',
        phone_number: '12345',
        email: 'layla@',
        residence: 'A1',
        password: 'short',
        password_confirmation: 'other',
      }),
    );
    expect(errors).toEqual({
      first_name: ['First name must be at least 2 letters'],
      last_name: [
        'Last name may contain only letters, with a single space, hyphen or apostrophe between words',
      ],
      phone_number: ['Invalid phone number format'],
      email: ['Invalid email format'],
      residence: [
        'Place of residence may contain only letters, with a single space, hyphen or apostrophe between words',
      ],
      password: ['Password must be at least 8 characters'],
      password_confirmation: ['Passwords do not match'],
    });
  });

  it('checks each teacher rule', async () => {
    expect(await errorsOf('teacher', {})).toMatchObject({
      age_group_taught: ['Age group taught is required'],
      years_of_experience: ['Years of experience is required'],
      subject: ['Subject is required'],
    });
    const errors = await errorsOf(
      'teacher',
      signUpPayload('teacher', { years_of_experience: -1, subject: 'P' }),
    );
    expect(errors).toEqual({
      years_of_experience: ['Years of experience must be a positive number'],
      subject: ['Subject must be at least 2 characters'],
    });
  });

  it('speaks Arabic when asked (and by default)', async () => {
    const errors = await errorsOf(
      'student',
      signUpPayload('student', { first_name: 'L', email: 'x', password_confirmation: 'nope' }),
      'ar',
    );
    expect(errors).toEqual({
      first_name: ['يجب أن يتكوّن الاسم الأول من حرفين على الأقل'],
      email: ['صيغة البريد الإلكتروني غير صحيحة'],
      password_confirmation: ['كلمتا المرور غير متطابقتين'],
    });
    expect(await errorsOf('student', signUpPayload('student', { residence: '' }), 'ar')).toEqual({
      residence: ['مكان السكن مطلوب'],
    });
    const teacher = await errorsOf('teacher', signUpPayload('teacher', { subject: '' }), 'ar');
    expect(teacher).toEqual({ subject: ['المادة مطلوبة'] });
  });
});

describe('teacher sign-up closed (TEACHER_SIGNUP=closed)', () => {
  let t: AuthTestKit;
  beforeAll(async () => {
    t = await startAuthTestKit({ TEACHER_SIGNUP: 'closed' });
  });
  afterAll(() => t?.close());

  it('refuses teachers with 403 and still admits students', async () => {
    const teacher = await t.post('/api/teacher/register', signUpPayload('teacher'));
    expect(teacher.statusCode).toBe(403);
    expect(teacher.json()).toEqual({
      status: 'error',
      code: 'forbidden',
      message: 'Teacher sign-up is not available at the moment.',
    });
    expect((await t.post('/api/teacher/register', {})).statusCode).toBe(403);
    expect((await t.post('/api/student/register', signUpPayload('student'))).statusCode).toBe(201);
  });
});
