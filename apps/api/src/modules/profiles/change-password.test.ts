import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createTeacher, TEST_PASSWORD } from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';

describe('password change', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
  });
  afterAll(() => t?.close());

  it('checks the student fields with the messages of docs/product.md §5', async () => {
    const student = await createStudent(t.app.db);
    const token = await kit.signIn('student', student.id);
    const url = '/api/student/change-password';
    const empty = await kit.postJson(url, { phone_number: student.phone_number }, token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      old_password: ['All password fields are required'],
      password: ['All password fields are required'],
      password_confirmation: ['All password fields are required'],
    });
    const short = await kit.postJson(
      url,
      { old_password: TEST_PASSWORD, password: 'short', password_confirmation: 'shirt' },
      token,
    );
    expect(short.json().errors).toEqual({
      password: ['New password must be at least 8 characters long'],
      password_confirmation: ['New password and confirmation do not match'],
    });
    const wrong = await kit.postJson(
      url,
      {
        old_password: 'not-my-password',
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
      token,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ old_password: ['The current password is incorrect'] });
    // Nothing changed: the session still works.
    expect((await kit.get('/api/student/profile', token)).statusCode).toBe(200);
  });

  it('changes the password and ends every session of the student, this one included', async () => {
    const student = await createStudent(t.app.db);
    const token = await kit.signIn('student', student.id);
    const elsewhere = await kit.signIn('student', student.id);
    const bystander = await createStudent(t.app.db);
    const bystanderToken = await kit.signIn('student', bystander.id);

    const response = await kit.postJson(
      '/api/student/change-password',
      {
        phone_number: student.phone_number,
        old_password: TEST_PASSWORD,
        password: 'brand-new-1',
        password_confirmation: 'brand-new-1',
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Password changed successfully',
    });
    expect((await kit.get('/api/student/profile', token)).statusCode).toBe(401);
    expect((await kit.get('/api/student/profile', elsewhere)).statusCode).toBe(401);
    expect((await kit.get('/api/student/profile', bystanderToken)).statusCode).toBe(200);

    const login = (password: string) =>
      kit.postJson('/api/student/login', { login: student.email, password });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login('brand-new-1');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.token).toEqual(expect.any(String));
  });

  it("uses the teacher's field names and still enforces the minimum length", async () => {
    const teacher = await createTeacher(t.app.db);
    const token = await kit.signIn('teacher', teacher.id);
    const url = '/api/teacher/change-password';
    const short = await kit.postJson(
      url,
      { old_password: TEST_PASSWORD, new_password: 'abc', new_password_confirmation: 'abc' },
      token,
    );
    expect(short.json().errors).toEqual({
      new_password: ['New password must be at least 8 characters long'],
    });
    const mismatch = await kit.postJson(
      url,
      {
        old_password: TEST_PASSWORD,
        new_password: 'long-enough',
        new_password_confirmation: 'other-one',
      },
      token,
    );
    expect(mismatch.json().errors).toEqual({
      new_password_confirmation: ['New password and confirmation do not match'],
    });
    const ok = await kit.postJson(
      url,
      {
        old_password: TEST_PASSWORD,
        new_password: 'long-enough',
        new_password_confirmation: 'long-enough',
      },
      token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed successfully');
    expect((await kit.get('/api/teacher/profile', token)).statusCode).toBe(401);
  });

  it('keeps each role to its own route and throttles wrong current passwords', async () => {
    const teacher = await createTeacher(t.app.db);
    const token = await kit.signIn('teacher', teacher.id);
    const asStudent = await kit.postJson(
      '/api/student/change-password',
      { old_password: 'x', password: 'brand-new-1', password_confirmation: 'brand-new-1' },
      token,
    );
    expect(asStudent.statusCode).toBe(403);
    expect((await kit.postJson('/api/teacher/change-password', {})).statusCode).toBe(401);

    const guess = (old_password: string) =>
      kit.postJson(
        '/api/teacher/change-password',
        { old_password, new_password: 'brand-new-1', new_password_confirmation: 'brand-new-1' },
        token,
      );
    for (let i = 0; i < 5; i++) expect((await guess(`guess-${i}`)).statusCode).toBe(422);
    const blocked = await guess(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
