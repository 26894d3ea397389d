import type { SiteRole } from '@madrasa/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkValues } from '@/shared/hooks/use-schema-form.ts';
import {
  type AdditionalValues,
  additionalInfoForm,
  examUploadForm,
  fileUploadForm,
  lessonUploadForm,
  localToday,
  type PasswordValues,
  type PersonalValues,
  passwordChangeForm,
  personalInfoForm,
} from './profile-forms.ts';

/** The errors a form shows for these values, as useSchemaForm finds them. */
const errorsOf = (
  form: { schema: z.ZodType<unknown, unknown>; fieldNames?: Record<string, string> },
  values: object,
) => {
  const result = checkValues({ ...form, values: { ...values } });
  return result.success ? {} : result.errors;
};
const checkPersonalInfo = (role: SiteRole, values: PersonalValues) =>
  errorsOf(personalInfoForm(role), values);
const checkAdditionalInfo = (role: SiteRole, values: AdditionalValues, today?: string) =>
  errorsOf(additionalInfoForm(role, today), values);
const checkPasswordChange = (role: SiteRole, values: PasswordValues) =>
  errorsOf(passwordChangeForm(role), values);
const checkFileUpload = (values: object) => errorsOf({ schema: fileUploadForm }, values);
const checkLessonUpload = (values: object) => errorsOf({ schema: lessonUploadForm }, values);
const checkExamUpload = (values: object) => errorsOf({ schema: examUploadForm }, values);

const person = {
  first_name: 'Sara',
  last_name: 'Haddad',
  email: 'sara@example.com',
  phone_number: '+962791234567',
  level: '7',
};

describe('personal information checks', () => {
  it('accepts a complete form', () => {
    expect(checkPersonalInfo('student', person)).toEqual({});
    expect(checkPersonalInfo('teacher', { ...person, level: 'High School' })).toEqual({});
  });

  it("needs a student's education level: 'Please select a valid education level'", () => {
    expect(checkPersonalInfo('student', { ...person, level: '' })).toEqual({
      level: 'profiles.grade_invalid',
    });
  });

  it('requires the name, e-mail and phone, and an e-mail shape', () => {
    const blank = { first_name: ' ', last_name: '', email: '', phone_number: '', level: '' };
    expect(checkPersonalInfo('student', blank)).toEqual({
      first_name: 'auth.first_name_required',
      last_name: 'auth.last_name_required',
      email: 'auth.email_required',
      phone_number: 'auth.phone_required',
      level: 'profiles.grade_invalid',
    });
    expect(checkPersonalInfo('teacher', { ...person, email: 'sara@', level: '' })).toEqual({
      email: 'auth.email_invalid',
    });
  });
});

describe('additional information checks', () => {
  const values = {
    birthday: '2008-05-01',
    level: '10',
    about_you: 'I like physics.',
    gender: 'female',
    residence: 'Irbid',
    photo: null,
  };

  it('accepts a birthday up to today, and blank fields', () => {
    expect(checkAdditionalInfo('student', values)).toEqual({});
    expect(checkAdditionalInfo('student', { ...values, birthday: localToday() })).toEqual({});
    const blank = { ...values, birthday: '', level: '', gender: '', residence: '', about_you: '' };
    expect(checkAdditionalInfo('teacher', blank)).toEqual({});
  });

  it("refuses a birthday after the reader's today", () => {
    expect(
      checkAdditionalInfo('student', { ...values, birthday: '2024-03-11' }, '2024-03-10'),
    ).toEqual({ birthday: 'profiles.birthday_future' });
    expect(
      checkAdditionalInfo('teacher', { ...values, level: 'Primary', birthday: '2999-01-01' }),
    ).toEqual({
      birthday: 'profiles.birthday_future',
    });
  });

  it('takes only images as the photo, and a residence that is a place name', () => {
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const png = new File(['png'], 'me.png', { type: 'image/png' });
    expect(checkAdditionalInfo('student', { ...values, photo: pdf })).toEqual({
      photo: 'error.unsupported_media_type',
    });
    expect(checkAdditionalInfo('student', { ...values, photo: png })).toEqual({});
    expect(checkAdditionalInfo('student', { ...values, residence: 'Salt' })).toEqual({});
    expect(checkAdditionalInfo('student', { ...values, residence: 'Paris 7' })).toEqual({
      residence: 'auth.residence_invalid',
    });
  });
});

describe('password change checks', () => {
  const ok = { old_password: 'old-secret', password: 'new-secret', confirmation: 'new-secret' };

  it("needs all three: 'All password fields are required'", () => {
    expect(checkPasswordChange('student', { ...ok, old_password: '' })).toEqual({
      old_password: 'profiles.password_fields_required',
    });
    expect(checkPasswordChange('teacher', { ...ok, confirmation: '' })).toEqual({
      confirmation: 'profiles.password_fields_required',
    });
    // Said once, under the first blank field.
    const blank = { old_password: '', password: '', confirmation: '' };
    expect(checkPasswordChange('student', blank)).toEqual({
      old_password: 'profiles.password_fields_required',
    });
  });

  it("'New password and confirmation do not match'", () => {
    for (const role of ['student', 'teacher'] as const) {
      expect(checkPasswordChange(role, { ...ok, confirmation: 'other-secret' })).toEqual({
        confirmation: 'profiles.password_confirmation_mismatch',
      });
    }
  });

  it("'New password must be at least 8 characters long'", () => {
    const short = { old_password: 'old-secret', password: 'short', confirmation: 'short' };
    expect(checkPasswordChange('student', short)).toEqual({
      password: 'profiles.new_password_min',
    });
    expect(checkPasswordChange('student', ok)).toEqual({});
  });
});

describe('upload checks', () => {
  const pdf = new File(['%PDF-1.4'], 'waves.pdf', { type: 'application/pdf' });
  const png = new File(['png'], 'thumb.png', { type: 'image/png' });
  const mp4 = new File(['mp4'], 'lesson.mp4', { type: 'video/mp4' });

  it('file: a name, a type and a PDF', () => {
    expect(checkFileUpload({ file_name: ' ', file_type: '', file: null })).toEqual({
      file_name: 'profiles.file_name_required',
      file_type: 'profiles.file_type_required',
      file: 'profiles.file_required',
    });
    expect(checkFileUpload({ file_name: 'Waves', file_type: 'summary', file: png })).toEqual({
      file: 'error.unsupported_media_type',
    });
    expect(checkFileUpload({ file_name: 'Waves', file_type: 'summary', file: pdf })).toEqual({});
  });

  it('lesson: a title, an image thumbnail and an MP4', () => {
    expect(checkLessonUpload({ lesson_title: '', thumbnail: null, video_file: null })).toEqual({
      lesson_title: 'profiles.lesson_title_required',
      thumbnail: 'profiles.thumbnail_required',
      video_file: 'profiles.video_required',
    });
    expect(checkLessonUpload({ lesson_title: 'Waves', thumbnail: mp4, video_file: png })).toEqual({
      thumbnail: 'error.unsupported_media_type',
      video_file: 'error.unsupported_media_type',
    });
    expect(checkLessonUpload({ lesson_title: 'Waves', thumbnail: png, video_file: mp4 })).toEqual(
      {},
    );
  });

  it('lesson: captions are optional WebVTT files of at most 1 MB', () => {
    const lesson = { lesson_title: 'Waves', thumbnail: png, video_file: mp4 };
    const vtt = new File(['WEBVTT'], 'waves.vtt', { type: '' });
    const srt = new File(['1'], 'waves.srt', { type: 'application/x-subrip' });
    const huge = new File(['WEBVTT'], 'huge.vtt', { type: 'text/vtt' });
    Object.defineProperty(huge, 'size', { value: 1024 * 1024 + 1 });
    expect(checkLessonUpload({ ...lesson, captions_ar: null, captions_en: null })).toEqual({});
    expect(checkLessonUpload({ ...lesson, captions_ar: vtt, captions_en: vtt })).toEqual({});
    expect(checkLessonUpload({ ...lesson, captions_ar: srt, captions_en: huge })).toEqual({
      captions_ar: 'error.unsupported_media_type',
      captions_en: 'error.payload_too_large',
    });
  });

  it('exam: a grade, both lesson names and a PDF of at most 50 MB', () => {
    expect(
      checkExamUpload({ grade: '', lesson_name_ar: '', lesson_name_en: '', file: null }),
    ).toEqual({
      grade: 'profiles.grade_required',
      lesson_name_ar: 'profiles.lesson_name_ar_required',
      lesson_name_en: 'profiles.lesson_name_en_required',
      file: 'profiles.exam_file_required',
    });
    const huge = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });
    const names = { grade: 'Tenth Grade', lesson_name_ar: 'الموجات', lesson_name_en: 'Waves' };
    expect(checkExamUpload({ ...names, file: huge })).toEqual({ file: 'error.payload_too_large' });
    expect(checkExamUpload({ ...names, file: pdf })).toEqual({});
  });
});
