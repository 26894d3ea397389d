import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createTeacher } from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';
import { SAMPLE, storedFiles } from '../../test-support/uploads/test-files.ts';

describe('teacher profile', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let teacher: Awaited<ReturnType<typeof createTeacher>>;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    teacher = await createTeacher(t.app.db, { first_name: 'Omar', subject: 'Physics' });
    token = await kit.signIn('teacher', teacher.id);
  });
  afterAll(() => t?.close());

  it('reads the signed-in teacher, with the default photo when there is none', async () => {
    const response = await kit.get('/api/teacher/profile', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.teacher).toEqual({
      id: teacher.id,
      username: `tch_omar_${teacher.id}`,
      first_name: 'Omar',
      last_name: teacher.last_name,
      email: teacher.email,
      phone_number: teacher.phone_number,
      gender: 'male',
      birthday: null,
      teaching_level: null,
      about_you: null,
      photo: '/storage/defaults/teacher-photo.webp',
      age_group_taught: 'High School',
      years_of_experience: 5,
      subject: 'Physics',
      residence: null,
    });
  });

  it('answers 401 without a session and 403 to a student', async () => {
    expect((await kit.get('/api/teacher/profile')).statusCode).toBe(401);
    const student = await createStudent(t.app.db);
    const studentToken = await kit.signIn('student', student.id);
    expect((await kit.get('/api/teacher/profile', studentToken)).statusCode).toBe(403);
    const form = await kit.postForm(
      '/api/teacher/update-profile',
      { about_you: 'x' },
      studentToken,
    );
    expect(form.statusCode).toBe(403);
  });

  it('updates the personal information with the teaching level', async () => {
    const url = '/api/teacher/update-personal-info';
    const info = {
      first_name: 'Omar',
      last_name: 'Khatib',
      email: teacher.email,
      phone_number: teacher.phone_number,
      teaching_level: 'Middle School',
    };
    const response = await kit.postJson(url, info, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Personal information updated successfully');
    expect(response.json().data.teacher).toMatchObject({
      last_name: 'Khatib',
      teaching_level: 'Middle School',
    });

    const bad = await kit.postJson(url, { ...info, teaching_level: 'University' }, token);
    expect(bad.json().errors).toEqual({ teaching_level: ['Please select a valid teaching level'] });
    const other = await createTeacher(t.app.db);
    const taken = await kit.postJson(url, { ...info, phone_number: other.phone_number }, token);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      phone_number: ['The phone number has already been taken.'],
    });
    // The same number typed as people write it locally, or in Arabic digits.
    const local = `0${other.phone_number.slice(4)}`;
    for (const typed of [local, local.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d)]) {
      const again = await kit.postJson(url, { ...info, phone_number: typed }, token);
      expect(again.json().errors, typed).toEqual({
        phone_number: ['The phone number has already been taken.'],
      });
    }
  });

  it('saves the additional information and replaces the photo', async () => {
    const url = '/api/teacher/update-profile';
    const first = await kit.postForm(
      url,
      {
        birthday: '1985-10-01',
        teaching_level: 'High School',
        about_you: 'Physics teacher in Irbid.',
        gender: 'male',
        photo: { bytes: SAMPLE.jpeg(), name: 'omar.jpg' },
      },
      token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Additional information updated successfully');
    const saved = first.json().data.teacher;
    expect(saved).toMatchObject({
      birthday: '1985-10-01',
      teaching_level: 'High School',
      about_you: 'Physics teacher in Irbid.',
      photo: expect.stringMatching(/^\/storage\/teachers\/photos\/[0-9a-f]{32}\.jpg$/),
    });
    const second = await kit.postForm(
      url,
      { photo: { bytes: SAMPLE.png(), name: 'omar.png' } },
      token,
    );
    const files = await storedFiles(t.config.storageDir);
    expect(files).not.toContain(saved.photo.replace('/storage/', ''));
    expect(files).toContain(second.json().data.teacher.photo.replace('/storage/', ''));
    // The default image is shared and never deleted.
    expect(files).toContain('defaults/teacher-photo.webp');

    const future = await kit.postForm(url, { birthday: '2999-01-01' }, token);
    expect(future.json().errors).toEqual({ birthday: ['Birthday cannot be later than today'] });
  });
});
