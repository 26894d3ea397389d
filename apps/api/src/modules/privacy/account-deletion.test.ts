import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  examAttempts,
  learningProgress,
  progressSaveReceipts,
  sessions,
  studentQuestions,
  students,
  studyTime,
  teacherEvaluations,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createTeacher, TEST_PASSWORD } from '../../test-support/factories.ts';
import { giveStudentHistory } from '../../test-support/kits/privacy-test-kit.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';
import { ANONYMOUS_REVIEWER, purgeDeletedAccounts } from './purge-deleted-accounts.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('account deletion with a 7-day grace period', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
  });
  afterAll(() => t?.close());

  const requestDeletion = (token: string, password: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/student/account-deletion',
      payload: { password },
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
  const logIn = (login: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { login, password: TEST_PASSWORD },
      headers: { 'accept-language': language },
    });
  const rowOf = async (id: number) =>
    (await t.app.db.select().from(students).where(eq(students.id, id)))[0];
  const countOf = async (
    table: typeof learningProgress | typeof studyTime | typeof progressSaveReceipts,
    id: number,
  ) => (await t.app.db.select().from(table).where(eq(table.student_id, id))).length;

  it('needs the password again, and a wrong one changes nothing', async () => {
    const student = await createStudent(t.app.db);
    const token = await kit.signIn('student', student.id);
    const wrong = await requestDeletion(token, 'not my password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'validation_failed',
      errors: { password: ['The password is incorrect.'] },
    });
    const empty = await requestDeletion(token, '', 'ar');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.password).toEqual(['يرجى إدخال كلمة المرور.']);
    expect((await rowOf(student.id))?.deletion_requested_at).toBeNull();
    expect((await kit.get('/api/student/profile', token)).statusCode).toBe(200);
  });

  it('ends every session at once and marks the account', async () => {
    const student = await createStudent(t.app.db);
    const token = await kit.signIn('student', student.id);
    const other = await kit.signIn('student', student.id);
    const response = await requestDeletion(token, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'Your account will be deleted for good in 7 days. Log in before then to cancel.',
    );
    const { deletion_requested_at, erase_after } = response.json().data;
    expect(Date.parse(erase_after) - Date.parse(deletion_requested_at)).toBe(7 * DAY);
    expect((await rowOf(student.id))?.deletion_requested_at).not.toBeNull();
    expect((await kit.get('/api/student/profile', token)).statusCode).toBe(401);
    expect((await kit.get('/api/student/profile', other)).statusCode).toBe(401);
    const left = await t.app.db.select().from(sessions).where(eq(sessions.user_id, student.id));
    expect(left.filter((row) => row.role === 'student')).toEqual([]);
  });

  it('is cancelled by logging in during the grace period, and the reply says so', async () => {
    const student = await createStudent(t.app.db);
    await requestDeletion(await kit.signIn('student', student.id), TEST_PASSWORD);
    const arabic = await logIn(student.email, 'ar');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json().message).toBe('تم تسجيل الدخول بنجاح. أُلغي طلب حذف حسابك.');
    expect(arabic.json().data).toMatchObject({
      deletion_cancelled: true,
      token: expect.any(String),
    });
    expect((await rowOf(student.id))?.deletion_requested_at).toBeNull();

    const again = await logIn(student.email);
    expect(again.json().message).not.toContain('cancelled');
    expect(again.json().data.deletion_cancelled).toBeUndefined();
    // Cancelled, so a sweep long after erases nothing.
    await purgeDeletedAccounts(t.app, { now: new Date(Date.now() + 30 * DAY) });
    expect(await rowOf(student.id)).toBeDefined();
  });

  it('keeps everything before 7 days, and erases it for good after', async () => {
    const student = await createStudent(t.app.db, { photo: 'students/photo-to-erase.webp' });
    await t.app.storage.put('students/photo-to-erase.webp', Buffer.from('RIFF'));
    const history = await giveStudentHistory(t.app.db, student);
    const bystander = await createStudent(t.app.db);
    await giveStudentHistory(t.app.db, bystander);
    const response = await requestDeletion(await kit.signIn('student', student.id), TEST_PASSWORD);
    const requestedAt = Date.parse(response.json().data.deletion_requested_at);

    expect(await purgeDeletedAccounts(t.app, { now: new Date(requestedAt + 7 * DAY - 1000) })).toBe(
      0,
    );
    expect(await rowOf(student.id)).toBeDefined();
    expect(await countOf(learningProgress, student.id)).toBe(2);

    const after = new Date(requestedAt + 7 * DAY + 1000);
    expect(await purgeDeletedAccounts(t.app, { now: after })).toBe(1);
    expect(await rowOf(student.id)).toBeUndefined();
    expect(await countOf(learningProgress, student.id)).toBe(0);
    expect(await countOf(studyTime, student.id)).toBe(0);
    expect(await countOf(progressSaveReceipts, student.id)).toBe(0);
    const attempts = await t.app.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.student_id, student.id));
    expect(attempts).toEqual([]);
    const questions = await t.app.db
      .select()
      .from(studentQuestions)
      .where(eq(studentQuestions.student_id, student.id));
    expect(questions).toEqual([]);
    const chat = await t.app.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.class_id, history.room.id));
    expect(chat).toEqual([{ body: 'the teacher answers' }]);
    expect(await t.app.storage.stat('students/photo-to-erase.webp')).toBeNull();

    const [review] = await t.app.db
      .select()
      .from(teacherEvaluations)
      .where(eq(teacherEvaluations.id, history.review.id));
    expect(review).toMatchObject({
      full_name: ANONYMOUS_REVIEWER,
      comment: 'Great <b>teacher</b>',
    });
    expect(review?.email).toBe(`deleted-${history.review.id}@deleted.invalid`);
    const stillNamed = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(teacherEvaluations)
      .where(eq(sql`lower(${teacherEvaluations.email})`, student.email.toLowerCase()));
    expect(stillNamed[0]?.n).toBe(0);

    // Another student's data is untouched, and a second sweep finds nothing to do.
    expect(await rowOf(bystander.id)).toBeDefined();
    expect(await countOf(learningProgress, bystander.id)).toBe(2);
    expect(await countOf(progressSaveReceipts, bystander.id)).toBe(1);
    expect(await purgeDeletedAccounts(t.app, { now: after })).toBe(0);
    expect((await logIn(student.email)).statusCode).toBe(401);
  });

  it('keeps the first date when asked twice', async () => {
    const student = await createStudent(t.app.db);
    const first = await requestDeletion(await kit.signIn('student', student.id), TEST_PASSWORD);
    const second = await requestDeletion(await kit.signIn('student', student.id), TEST_PASSWORD);
    expect(second.json().data.deletion_requested_at).toBe(first.json().data.deletion_requested_at);
  });

  it('refuses visitors and teachers', async () => {
    const teacher = await createTeacher(t.app.db);
    const teacherToken = await kit.signIn('teacher', teacher.id);
    expect((await requestDeletion(teacherToken, TEST_PASSWORD)).statusCode).toBe(403);
    const visitor = await kit.postJson('/api/student/account-deletion', { password: 'x' });
    expect(visitor.statusCode).toBe(401);
  });
});
