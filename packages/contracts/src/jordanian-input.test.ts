import { describe, expect, it } from 'vitest';
import {
  otpField,
  studentLoginSchema,
  studentRegisterSchema,
  teacherLoginSchema,
  teacherRegisterSchema,
} from './auth.ts';
import { toLatinDigits } from './digits.ts';
import { translate } from './messages/index.ts';
import { countNameLetters } from './names.ts';
import { normalizeText } from './normalize-text.ts';
import { canonicalPhone } from './phone.ts';
import { studentAdditionalInfoSchema } from './profiles.ts';
import { cityOf, residenceLabel } from './residence.ts';
import { contactMessageSchema } from './site.ts';
import { createReviewSchema } from './teachers.ts';

const student = {
  first_name: 'سارة',
  last_name: 'الحداد',
  phone_number: '0791234567',
  email: 'sara@example.com',
  gender: 'female',
  age_group: '15-18',
  school_type: 'governmental',
  residence: 'عمّان',
  password: 'secret123',
  password_confirmation: 'secret123',
};
const firstError = (result: { error?: { issues: { message: string }[] } }) =>
  translate('en', result.error?.issues[0]?.message ?? '');

describe('digits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9 and leaves the rest', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('صف ١٠ - grade 10')).toBe('صف 10 - grade 10');
  });
});

describe('names', () => {
  it.each([
    'عبد الله',
    'عبد الرحمن',
    'محمّد',
    'مُحَمَّد',
    'Abd-Allah',
    "O'Neil",
    'O’Neil',
    'José',
    'Zoë',
  ])('accepts %s', (name) => {
    const parsed = studentRegisterSchema.parse({ ...student, first_name: name, last_name: name });
    expect(parsed.first_name).toBe(name.normalize('NFC'));
  });

  it('trims surrounding space and folds repeated spaces', () => {
    const parsed = studentRegisterSchema.parse({ ...student, first_name: '  عبد   الله ' });
    expect(parsed.first_name).toBe('عبد الله');
  });

  it.each([
    ['Sara!', 'invalid'],
    ['Sara2', 'invalid'],
    ['سارة😀', 'invalid'],
    ['Abd--Allah', 'invalid'],
    ['-Sara', 'invalid'],
    ['س', 'short'],
    ['مّ', 'short'],
    ['ـمـ', 'short'],
  ])('refuses %s with the %s message', (name, reason) => {
    const result = studentRegisterSchema.safeParse({ ...student, first_name: name });
    expect(firstError(result)).toBe(
      reason === 'short'
        ? 'First name must be at least 2 letters'
        : 'First name may contain only letters, with a single space, hyphen or apostrophe between words',
    );
  });

  it('counts letters without marks, tatweel or joiners', () => {
    expect(countNameLetters('مُحَمَّد')).toBe(4);
    expect(countNameLetters("O'Neil")).toBe(5);
    expect(countNameLetters('عبـــد الله')).toBe(7);
  });

  it('applies to reviews and contact messages too', () => {
    const review = { teacher_id: 1, email: 'a@b.jo', comment: 'شكرًا' };
    expect(createReviewSchema.safeParse({ ...review, full_name: 'عبد الله' }).success).toBe(true);
    expect(firstError(createReviewSchema.safeParse({ ...review, full_name: 'Sara <b>' }))).toBe(
      'Full name may contain only letters, with a single space, hyphen or apostrophe between words',
    );
    const contact = { phone_number: '٠٧٩١٢٣٤٥٦٧', email: 'a@b.jo', subject: 'سؤال' };
    const parsed = contactMessageSchema.parse({ ...contact, full_name: 'عبد الرحمن' });
    expect(parsed.phone_number).toBe('+962791234567');
  });
});

describe('phone numbers', () => {
  it.each([
    '0791234567',
    '00962791234567',
    '+962 79 123 4567',
    '+962791234567',
    '962791234567',
    '٠٧٩١٢٣٤٥٦٧',
    '۰۷۹۱۲۳۴۵۶۷',
    '079-123-4567',
  ])('%s is +962791234567', (typed) => {
    expect(canonicalPhone(typed)).toBe('+962791234567');
  });

  it('refuses what breaks the typed rule or cannot be a number', () => {
    expect(canonicalPhone('123')).toBeNull();
    expect(canonicalPhone('07912345678')).toBeNull();
    expect(canonicalPhone('+9627912345678901')).toBeNull();
    expect(canonicalPhone('07912a4567')).toBeNull();
  });

  it('stores the canonical form from sign-up, login and the typed Arabic keyboard', () => {
    const parsed = studentRegisterSchema.parse({ ...student, phone_number: '٠٧٩١٢٣٤٥٦٧' });
    expect(parsed.phone_number).toBe('+962791234567');
    expect(
      studentLoginSchema.parse({ login: '00962791234567', password: 'x'.repeat(8) }).login,
    ).toBe('+962791234567');
    expect(teacherLoginSchema.parse({ login: 'A@B.jo', password: 'x'.repeat(8) }).login).toBe(
      'A@B.jo',
    );
    expect(
      firstError(studentRegisterSchema.safeParse({ ...student, phone_number: '07912345678' })),
    ).toBe('Invalid phone number format');
  });
});

describe('codes and numbers typed in Arabic digits', () => {
  it('reads the code and the years of experience', () => {
    expect(otpField.parse('١٢٣٤٥٦')).toBe('123456');
    expect(otpField.parse('۱۲۳۴۵۶')).toBe('123456');
    expect(firstError(otpField.safeParse('١٢٣'))).toBe('The code must be 6 digits');
    const teacher = teacherRegisterSchema.parse({
      ...student,
      age_group_taught: 'High School',
      years_of_experience: '١٢',
      subject: 'الرياضيات',
    });
    expect(teacher.years_of_experience).toBe(12);
  });
});

describe('residence', () => {
  it.each([
    ['عمان', 'Amman'],
    ['عمّان', 'Amman'],
    ['amman', 'Amman'],
    ['الزرقاء', 'Zarqa'],
    ['إربد', 'Irbid'],
    ['اربد', 'Irbid'],
    ['Maan', "Ma'an"],
    ['معان', "Ma'an"],
  ])('%s is the governorate %s', (typed, city) => {
    expect(cityOf(typed)).toBe(city);
    expect(studentRegisterSchema.parse({ ...student, residence: typed }).residence).toBe(city);
  });

  it('keeps another place as typed, on sign-up and in the profile', () => {
    expect(studentRegisterSchema.parse({ ...student, residence: ' Salt ' }).residence).toBe('Salt');
    expect(studentAdditionalInfoSchema.parse({ residence: 'الرمثا' }).residence).toBe('الرمثا');
    expect(residenceLabel('Salt', 'ar')).toBe('Salt');
    expect(residenceLabel('Amman', 'ar')).toBe('عمّان');
    expect(residenceLabel('عمان', 'en')).toBe('Amman');
  });

  it('refuses a residence that is too short or not a name', () => {
    expect(firstError(studentRegisterSchema.safeParse({ ...student, residence: 'Am' }))).toBe(
      'Place of residence must be at least 3 letters',
    );
    expect(firstError(studentRegisterSchema.safeParse({ ...student, residence: 'Amman 1' }))).toBe(
      'Place of residence may contain only letters, with a single space, hyphen or apostrophe between words',
    );
  });
});

describe('matching text', () => {
  it('compares Arabic as it is really typed', () => {
    expect(normalizeText('إجابات')).toBe(normalizeText('اجابات'));
    expect(normalizeText('مدرسة')).toBe(normalizeText('مدرسه'));
    expect(normalizeText('الرِّياضِيّات')).toBe(normalizeText('الرياضيات'));
    expect(normalizeText('مستشفى')).toBe(normalizeText('مستشفي'));
    expect(normalizeText('مسـؤول')).toBe(normalizeText('مسوول'));
    expect(normalizeText('الصف ١٠')).toBe('الصف 10');
    expect(normalizeText('Mathematics')).toBe('mathematics');
  });
});
