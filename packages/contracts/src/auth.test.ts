import { describe, expect, it } from 'vitest';
import {
  resetPasswordSchema,
  studentLoginSchema,
  studentRegisterSchema,
  teacherLoginSchema,
  teacherRegisterSchema,
} from './auth.ts';
import { translate } from './messages/index.ts';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? [])
      .reverse()
      .map((i) => [i.path.join('.'), translate('en', i.message)]),
  );

const student = {
  first_name: 'سارة',
  last_name: 'Haddad',
  phone_number: '+962791234567',
  email: 'Sara@Example.com',
  gender: 'female',
  age_group: '15-18',
  school_type: 'governmental',
  residence: 'Amman',
  password: 'secret123',
  password_confirmation: 'secret123',
};

const teacher = {
  first_name: 'Omar',
  last_name: 'Khalil',
  phone_number: '0791234567',
  email: 'omar@example.com',
  gender: 'male',
  age_group_taught: 'High School',
  years_of_experience: '7',
  subject: 'Physics',
  password: 'secret123',
  password_confirmation: 'secret123',
};

describe('login rules', () => {
  it('gives the student messages of docs/product.md §5', () => {
    expect(errorsOf(studentLoginSchema.safeParse({ login: '', password: '' }))).toEqual({
      login: 'Phone number or email is required',
      password: 'Password is required',
    });
    expect(errorsOf(studentLoginSchema.safeParse({ login: 'abc', password: 'short' }))).toEqual({
      login: 'Invalid phone number or email format',
      password: 'Password must be at least 8 characters',
    });
  });

  it('gives the teacher messages of docs/product.md §5 and accepts a phone or an e-mail', () => {
    expect(errorsOf(teacherLoginSchema.safeParse({ login: ' ', password: 'secret123' }))).toEqual({
      login: 'Phone number',
    });
    expect(
      errorsOf(teacherLoginSchema.safeParse({ login: '12-34', password: 'secret123' })),
    ).toEqual({
      login: 'Invalid phone number format',
    });
    expect(teacherLoginSchema.safeParse({ login: 'a@b.jo', password: 'secret123' }).success).toBe(
      true,
    );
  });
});

describe('student sign-up rules', () => {
  it('accepts a valid payload with Arabic names and lower-cases the e-mail', () => {
    const parsed = studentRegisterSchema.parse(student);
    expect(parsed.email).toBe('sara@example.com');
  });

  it('names each broken rule with its spec message', () => {
    const result = studentRegisterSchema.safeParse({
      ...student,
      first_name: 'S',
      last_name: 'H4',
      phone_number: '123',
      email: 'not-an-email',
      gender: '',
      age_group: undefined,
      school_type: 'boarding',
      residence: 'Am',
      password_confirmation: 'different1',
    });
    expect(errorsOf(result)).toEqual({
      first_name: 'First name must be at least 2 letters',
      last_name:
        'Last name may contain only letters, with a single space, hyphen or apostrophe between words',
      phone_number: 'Invalid phone number format',
      email: 'Invalid email format',
      gender: 'Gender is required',
      age_group: 'Age group is required',
      school_type: 'School type is required',
      residence: 'Place of residence must be at least 3 letters',
      password_confirmation: 'Passwords do not match',
    });
  });

  it('reports a password mismatch as soon as both fields are filled, the rest still blank', () => {
    const blank = { first_name: '', last_name: ' ', phone_number: '', email: '', residence: '' };
    const result = studentRegisterSchema.safeParse({
      ...blank,
      password: 'secret123',
      password_confirmation: 'secret124',
    });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    // A blank text reports only that it is required, once.
    expect(issues).toEqual([
      ['first_name', 'auth.first_name_required'],
      ['last_name', 'auth.last_name_required'],
      ['phone_number', 'auth.phone_required'],
      ['email', 'auth.email_required'],
      ['gender', 'auth.gender_required'],
      ['age_group', 'auth.age_group_required'],
      ['school_type', 'auth.school_type_required'],
      ['residence', 'auth.residence_required'],
      ['password_confirmation', 'auth.passwords_mismatch'],
    ]);
    expect(
      errorsOf(
        studentRegisterSchema.safeParse({ ...blank, password: '', password_confirmation: 'x' }),
      ),
    ).not.toHaveProperty('password_confirmation');
  });

  it('requires the e-mail and the confirmation', () => {
    const result = studentRegisterSchema.safeParse({
      ...student,
      email: '',
      password_confirmation: '',
    });
    expect(errorsOf(result)).toEqual({
      email: 'Email is required',
      password_confirmation: 'Confirm password is required',
    });
  });
});

describe('teacher sign-up rules', () => {
  it('coerces the years of experience to an integer', () => {
    expect(teacherRegisterSchema.parse(teacher).years_of_experience).toBe(7);
  });

  it('names each broken rule with its spec message', () => {
    const result = teacherRegisterSchema.safeParse({
      ...teacher,
      phone_number: '',
      age_group_taught: '',
      years_of_experience: '-1',
      subject: 'P',
    });
    expect(errorsOf(result)).toEqual({
      phone_number: 'Phone number is required',
      age_group_taught: 'Age group taught is required',
      years_of_experience: 'Years of experience must be a positive number',
      subject: 'Subject must be at least 2 characters',
    });
    expect(
      errorsOf(
        teacherRegisterSchema.safeParse({ ...teacher, years_of_experience: '', subject: '' }),
      ),
    ).toEqual({
      years_of_experience: 'Years of experience is required',
      subject: 'Subject is required',
    });
  });
});

it('checks the reset confirmation', () => {
  const result = resetPasswordSchema.safeParse({
    phone_number: '0791234567',
    password: 'newpass123',
    password_confirmation: 'newpass124',
  });
  expect(errorsOf(result)).toEqual({ password_confirmation: 'Passwords do not match' });
  expect(
    errorsOf(
      resetPasswordSchema.safeParse({
        phone_number: '',
        password: 'newpass123',
        password_confirmation: 'newpass124',
      }),
    ),
  ).toEqual({
    phone_number: 'Phone number is required',
    password_confirmation: 'Passwords do not match',
  });
});
