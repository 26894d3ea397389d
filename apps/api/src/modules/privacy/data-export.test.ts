import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { makeCardBatch } from '../../test-support/cards.ts';
import { createStudent, createTeacher } from '../../test-support/factories.ts';
import { giveStudentHistory } from '../../test-support/kits/privacy-test-kit.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';

describe('data export', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let student: Awaited<ReturnType<typeof createStudent>>;
  let history: Awaited<ReturnType<typeof giveStudentHistory>>;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    student = await createStudent(t.app.db, {
      first_name: 'ليلى',
      last_name: '<script>alert(1)</script>',
    });
    history = await giveStudentHistory(t.app.db, student);
    token = await kit.signIn('student', student.id);
  });
  afterAll(() => t?.close());

  it('downloads everything held about the student as JSON, without the password hash', async () => {
    const response = await kit.get('/api/student/data-export', token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="madrasa-stu__${student.id}\\.json"$`),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('$argon2');
    const { data } = response.json();
    expect(data.student).toMatchObject({
      id: student.id,
      first_name: 'ليلى',
      email: student.email,
      phone_number: student.phone_number,
      deletion_requested_at: null,
    });
    expect(data.progress).toEqual([
      expect.objectContaining({
        item_kind: 'lesson',
        item_id: history.lesson.id,
        name_ar: 'الكسور',
        name_en: 'Fractions',
        position_seconds: 42,
        completed_at: null,
        position_at: expect.any(String),
      }),
      expect.objectContaining({
        item_kind: 'teacher_file',
        name_en: 'Algebra notes',
        completed_at: expect.any(String),
      }),
    ]);
    expect(data.progress_summary.subjects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject_id: history.subject.id, lessons: { done: 0, total: 1 } }),
      ]),
    );
    expect(data.study_time).toEqual([{ day: '2026-11-24', seconds: 600 }]);
    expect(data.questions).toEqual([expect.objectContaining({ question: 'متى الامتحان؟' })]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: history.review.id, comment: 'Great <b>teacher</b>' }),
    ]);
    expect(data.sessions).toHaveLength(1);
    // Their own chat messages only, not the teacher's answer.
    expect(data.chat_messages).toEqual([
      expect.objectContaining({
        class_id: history.room.id,
        class_name: 'الصف العاشر ب',
        body: 'سؤال عن الواجب 📚',
        deleted_at: null,
      }),
    ]);
  });

  it('gives attempts with answers and scores, but no marks of a running attempt', async () => {
    const { data } = (await kit.get('/api/student/data-export', token)).json();
    const submitted = data.exam_attempts.find((a: { id: number }) => a.id === history.submitted.id);
    const running = data.exam_attempts.find((a: { id: number }) => a.id === history.running.id);
    expect(submitted).toMatchObject({
      exam_title_en: 'Fractions quiz',
      percent: 100,
      passed: true,
      answers: [{ position: 1, stem_en: 'What is 2+2?', answer: { options: [1] }, correct: true }],
    });
    expect(running.submitted_at).toBeNull();
    expect(running.answers).toEqual([
      expect.objectContaining({ answer: { options: [0] }, correct: null }),
    ]);
  });

  it('downloads a readable page in the reader’s language, escaped and without scripts', async () => {
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/api/student/data-export/readable',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(arabic.headers['content-disposition']).toMatch(/^attachment; filename=".+\.html"$/);
    expect(arabic.headers['content-security-policy']).toContain("default-src 'none'");
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('الملف الشخصي');
    expect(arabic.body).toContain('الكسور');
    // Labels in the reader's language; a phone number isolated so it keeps its order.
    expect(arabic.body).toContain('رقم الهاتف');
    expect(arabic.body).toContain('ملف معلّم');
    expect(arabic.body).toContain(`<bdi>${student.phone_number}</bdi>`);
    expect(arabic.body).not.toMatch(/<script/i);
    expect(arabic.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(arabic.body).toContain('Great &lt;b&gt;teacher&lt;/b&gt;');

    const english = await kit.get('/api/student/data-export/readable', token);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Exam attempts');
    expect(english.body).toContain('Fractions quiz');
  });

  it('lists what the student unlocked and the cards spent for them, never a code', async () => {
    const { batch, codes } = await makeCardBatch(t.app, { count: 1, days: 30 });
    const redeemed = await kit.postJson('/api/activations', { code: codes[0] }, token);
    expect(redeemed.statusCode).toBe(200);
    const response = await kit.get('/api/student/data-export', token);
    const { data } = response.json();
    expect(data.entitlements).toEqual([
      expect.objectContaining({
        scope: 'all',
        title_en: 'Every premium course',
        title_ar: 'كل الدورات المدفوعة',
        source: 'card',
        ends_at: redeemed.json().data.ends_at,
      }),
    ]);
    expect(data.activation_cards).toEqual([
      { batch_id: batch.id, serial: 1, activated_at: expect.any(String), by_parent: false },
    ]);
    expect(response.body).not.toContain(codes[0]);
    const readable = await kit.get('/api/student/data-export/readable', token);
    expect(readable.body).toContain('Unlocked courses');
    expect(readable.body).toContain(`Card 1 of batch ${batch.id}`);
  });

  it('refuses visitors and other roles, and shows each student only their own data', async () => {
    expect((await kit.get('/api/student/data-export')).statusCode).toBe(401);
    const teacher = await createTeacher(t.app.db);
    const teacherToken = await kit.signIn('teacher', teacher.id);
    const refused = await kit.get('/api/student/data-export', teacherToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this.');

    const other = await createStudent(t.app.db);
    const otherToken = await kit.signIn('student', other.id);
    const { data } = (await kit.get('/api/student/data-export', otherToken)).json();
    expect(data.student.id).toBe(other.id);
    expect(data.progress).toEqual([]);
    expect(data.exam_attempts).toEqual([]);
    expect(data.reviews).toEqual([]);
  });
});
