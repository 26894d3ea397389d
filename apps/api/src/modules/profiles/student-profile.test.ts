import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createGrade, createStudent, createTeacher } from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';
import { SAMPLE, storedFiles } from '../../test-support/uploads/test-files.ts';

describe('student profile', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let student: Awaited<ReturnType<typeof createStudent>>;
  let other: Awaited<ReturnType<typeof createStudent>>;
  let gradeId: number;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    gradeId = (await createGrade(t.app.db)).id;
    student = await createStudent(t.app.db, { first_name: 'Layla', residence: 'Amman' });
    other = await createStudent(t.app.db);
    token = await kit.signIn('student', student.id);
  });
  afterAll(() => t?.close());

  const personal = (overrides: object = {}) => ({
    first_name: 'Layla',
    last_name: 'Haddad',
    email: student.email,
    phone_number: student.phone_number,
    grade: gradeId,
    ...overrides,
  });

  it('reads the signed-in student', async () => {
    const response = await kit.get('/api/student/profile', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: {
        student: {
          id: student.id,
          username: `stu_layla_${student.id}`,
          first_name: 'Layla',
          last_name: student.last_name,
          email: student.email,
          phone_number: student.phone_number,
          residence: 'Amman',
          gender: 'female',
          birthday: null,
          grade: null,
          about_you: null,
          photo: null,
          age_group: '15-18',
          school_type: 'governmental',
        },
      },
    });
  });

  it('answers 401 without a valid session and 403 to a teacher', async () => {
    expect((await kit.get('/api/student/profile')).statusCode).toBe(401);
    expect((await kit.get('/api/student/profile', 'x'.repeat(43))).statusCode).toBe(401);
    const teacher = await createTeacher(t.app.db);
    const teacherToken = await kit.signIn('teacher', teacher.id);
    const response = await kit.get('/api/student/profile', teacherToken);
    expect(response.statusCode).toBe(403);
    const update = await kit.postJson(
      '/api/student/update-personal-info',
      personal(),
      teacherToken,
    );
    expect(update.statusCode).toBe(403);
  });

  it('updates the personal information', async () => {
    const response = await kit.postJson(
      '/api/student/update-personal-info',
      personal({ last_name: 'Nasser', email: 'Layla.New@Example.com' }),
      token,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Personal information updated successfully');
    expect(body.data.student).toMatchObject({
      last_name: 'Nasser',
      email: 'layla.new@example.com',
      grade: gradeId,
    });
    student.email = 'layla.new@example.com';
  });

  it('refuses a grade that does not exist', async () => {
    for (const grade of [999_999, '', null]) {
      const response = await kit.postJson(
        '/api/student/update-personal-info',
        personal({ grade }),
        token,
      );
      expect(response.statusCode, String(grade)).toBe(422);
      expect(response.json().errors).toEqual({ grade: ['Please select a valid education level'] });
    }
  });

  it("refuses another student's number in any form, and stores the student's own in one", async () => {
    const local = `0${other.phone_number.slice(4)}`;
    for (const typed of [
      local,
      `00962${local.slice(1)}`,
      local.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d),
    ]) {
      const response = await kit.postJson(
        '/api/student/update-personal-info',
        personal({ phone_number: typed }),
        token,
      );
      expect(response.statusCode, typed).toBe(422);
      expect(response.json().errors).toEqual({
        phone_number: ['The phone number has already been taken.'],
      });
    }
    const own = `0${student.phone_number.slice(4)}`;
    const saved = await kit.postJson(
      '/api/student/update-personal-info',
      personal({ phone_number: own, first_name: 'عبد الله' }),
      token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.student).toMatchObject({
      phone_number: student.phone_number,
      first_name: 'عبد الله',
    });
  });

  it("refuses another student's e-mail or phone, not a teacher's", async () => {
    const response = await kit.postJson(
      '/api/student/update-personal-info',
      personal({ email: other.email.toUpperCase(), phone_number: other.phone_number }),
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['The email has already been taken.'],
      phone_number: ['The phone number has already been taken.'],
    });
    const teacher = await createTeacher(t.app.db);
    const shared = await kit.postJson(
      '/api/student/update-personal-info',
      personal({ email: teacher.email, phone_number: teacher.phone_number }),
      token,
    );
    expect(shared.statusCode).toBe(200);
    student.email = teacher.email;
    student.phone_number = teacher.phone_number;
  });

  it('checks the fields with the sign-up rules', async () => {
    const response = await kit.postJson(
      '/api/student/update-personal-info',
      { first_name: 'L', email: 'nope', phone_number: '12' },
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ['First name must be at least 2 letters'],
      last_name: ['Last name is required'],
      email: ['Invalid email format'],
      phone_number: ['Invalid phone number format'],
      grade: ['Please select a valid education level'],
    });
  });

  it('saves the additional information with a photo, and replacing it deletes the old file', async () => {
    const first = await kit.postForm(
      '/api/student/update-profile',
      {
        birthday: '2008-04-12',
        grade: String(gradeId),
        about_you: ' I like physics. ',
        gender: 'female',
        residence: "Ma'an",
        photo: { bytes: SAMPLE.png(), name: 'me.png', type: 'image/png' },
      },
      token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Additional information updated successfully');
    const saved = first.json().data.student;
    expect(saved).toMatchObject({
      birthday: '2008-04-12',
      grade: gradeId,
      about_you: 'I like physics.',
      residence: "Ma'an",
      photo: expect.stringMatching(/^\/storage\/students\/photos\/[0-9a-f]{32}\.png$/),
    });
    const served = await kit.get(saved.photo);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);

    const second = await kit.postForm(
      '/api/student/update-profile',
      { photo: { bytes: SAMPLE.webp(), name: 'me.webp' } },
      token,
    );
    expect(second.statusCode).toBe(200);
    const replaced = second.json().data.student;
    expect(replaced.photo).toMatch(/\.webp$/);
    // Fields left out keep their values.
    expect(replaced).toMatchObject({ birthday: '2008-04-12', residence: "Ma'an", grade: gradeId });
    const files = await storedFiles(t.config.storageDir);
    expect(files).toContain(replaced.photo.replace('/storage/', ''));
    expect(files).not.toContain(saved.photo.replace('/storage/', ''));
    const bytes = await readFile(
      path.join(t.config.storageDir, replaced.photo.replace('/storage/', '')),
    );
    expect(bytes).toEqual(SAMPLE.webp());
  });

  it('clears about and birthday when sent blank, and takes JSON without a photo', async () => {
    const response = await kit.postJson(
      '/api/student/update-profile',
      { birthday: '', about_you: '' },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.student).toMatchObject({ birthday: null, about_you: null });
  });

  it('stores a governorate as its key however it is written, and any other place as typed', async () => {
    for (const [typed, stored] of [
      ['عمّان', 'Amman'],
      ['اربد', 'Irbid'],
      [' Salt ', 'Salt'],
      ['الرمثا', 'الرمثا'],
    ] as const) {
      const response = await kit.postForm(
        '/api/student/update-profile',
        { residence: typed },
        token,
      );
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().data.student.residence).toBe(stored);
    }
  });

  it('refuses a future birthday, a residence that is no name or an unknown grade, and stores no photo then', async () => {
    const before = await storedFiles(t.config.storageDir);
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const response = await kit.postForm(
      '/api/student/update-profile',
      {
        birthday: tomorrow,
        residence: 'Amman 7',
        grade: '999999',
        photo: { bytes: SAMPLE.jpeg(), name: 'me.jpg' },
      },
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      birthday: ['Birthday cannot be later than today'],
      residence: [
        'Place of residence may contain only letters, with a single space, hyphen or apostrophe between words',
      ],
    });
    const unknownGrade = await kit.postForm(
      '/api/student/update-profile',
      { photo: { bytes: SAMPLE.jpeg(), name: 'me.jpg' }, grade: '999999' },
      token,
    );
    expect(unknownGrade.json().errors).toEqual({
      grade: ['Please select a valid education level'],
    });
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
  });

  it('refuses a photo that is not an image by its bytes', async () => {
    const before = await storedFiles(t.config.storageDir);
    const response = await kit.postForm(
      '/api/student/update-profile',
      { photo: { bytes: SAMPLE.pdf(), name: 'me.png', type: 'image/png' } },
      token,
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
    expect(await storedFiles(t.config.storageDir)).toEqual(before);
  });
});
