import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computerExams, examAnswers, examAttempts } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createTeacher } from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';

type Exam = {
  id: number;
  subject_id: number;
  semester: string;
  grade: { id: number; name: { ar: string; en: string } };
  title: { ar: string; en: string };
  question_count: number;
  min_minutes: number | null;
  max_minutes: number | null;
  attempts_allowed: number | null;
  teacher: { id: number; name: string } | null;
};

describe('computer-based exams', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let token: string;
  let otherToken: string;
  let math: Exam;
  let physics: Exam;

  beforeAll(async () => {
    t = await buildTestApp();
    kit = profileTestKit(t);
    token = await kit.signIn('student', (await createStudent(t.app.db)).id);
    otherToken = await kit.signIn('student', (await createStudent(t.app.db)).id);
    const [mathRow] = await t.app.db
      .select({ subject_id: computerExams.subject_id })
      .from(computerExams)
      .where(eq(computerExams.title_en, 'Quiz: derivatives and integrals'))
      .limit(1);
    const list = await kit.get(
      `/api/computer-exams?subject_id=${mathRow?.subject_id}&semester=first`,
    );
    math = list.json().data[0];
    const [physicsRow] = await t.app.db
      .select({ id: computerExams.id })
      .from(computerExams)
      .where(eq(computerExams.title_en, "Newton's laws of motion"))
      .limit(1);
    physics = (await kit.get(`/api/computer-exams/${physicsRow?.id}`)).json().data;
  });
  afterAll(() => t?.close());

  const subjectOf = async (title: string) => {
    const [row] = await t.app.db
      .select({ subject_id: computerExams.subject_id })
      .from(computerExams)
      .where(eq(computerExams.title_en, title))
      .limit(1);
    if (!row) throw new Error(`no exam ${title}`);
    return row;
  };
  const start = (exam: Exam, body: object, who = token) =>
    kit.postJson(`/api/computer-exams/${exam.id}/attempts`, body, who);
  const put = (attempt: number, position: number, answer: object, who = token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/exam-attempts/${attempt}/answers/${position}`,
      payload: { answer },
      headers: { authorization: `Bearer ${who}`, 'accept-language': 'en' },
    });

  it('lists a subject’s published exams with every figure, and a teacher’s own', async () => {
    expect(math).toMatchObject({
      title: { ar: 'اختبار قصير: المشتقات والتكامل', en: 'Quiz: derivatives and integrals' },
      question_count: 5,
      duration_minutes: 15,
      min_minutes: 1,
      max_minutes: 30,
      passing_percent: 60,
      attempts_allowed: null,
      teacher: { name: 'أحمد الخطيب' },
    });
    const english = (
      await kit.get(
        `/api/computer-exams?subject_id=${(await subjectOf('English grammar: the present simple')).subject_id}&semester=first`,
      )
    ).json().data[0];
    // An editors' exam has no teacher.
    expect(english).toMatchObject({
      title: { en: 'English grammar: the present simple' },
      teacher: null,
    });
  });

  it('names each exam’s grade, so one title set in two grades can be told apart', async () => {
    expect(math.grade.name).toEqual({ ar: 'الصف العاشر', en: 'Tenth Grade' });
    const teacherExams: Exam[] = (
      await kit.get(`/api/teachers/${math.teacher?.id}/computer-exams`)
    ).json().data;
    const quiz = teacherExams.filter((exam) => exam.title.en === 'Quiz: derivatives and integrals');
    expect(quiz.map((exam) => [exam.grade.name.en, exam.semester]).sort()).toEqual([
      ['Second Secondary', 'first'],
      ['Tenth Grade', 'first'],
    ]);
  });

  it('hides unpublished exams and those of a hidden teacher', async () => {
    await t.app.db
      .update(computerExams)
      .set({ published: false })
      .where(eq(computerExams.id, physics.id));
    // Written behind the API's back, so the kept public replies are forgotten by hand.
    await t.app.forgetPublicReplies();
    expect((await kit.get(`/api/computer-exams/${physics.id}`)).statusCode).toBe(404);
    await t.app.db
      .update(computerExams)
      .set({ published: true })
      .where(eq(computerExams.id, physics.id));
    await t.app.forgetPublicReplies();
    const hidden = await createTeacher(t.app.db, { hidden: true });
    expect((await kit.get(`/api/teachers/${hidden.id}/computer-exams`)).json().data).toEqual([]);
  });

  it('lets only students take exams', async () => {
    expect((await start(math, { mode: 'regular' }, '')).statusCode).toBe(401);
    const teacher = await createTeacher(t.app.db);
    const teacherToken = await kit.signIn('teacher', teacher.id);
    expect((await start(math, { mode: 'regular' }, teacherToken)).statusCode).toBe(403);
  });

  it('keeps the time within the exam’s bounds, with Arabic digits read', async () => {
    const tooLong = await start(math, { mode: 'regular', minutes: 45 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.minutes).toEqual(['Choose a time between 1 and 30 minutes']);
    const ok = await start(math, { mode: 'regular', minutes: '٢٠' });
    expect(ok.statusCode).toBe(201);
    const attempt = ok.json().data;
    const minutes = (Date.parse(attempt.deadline_at) - Date.parse(attempt.started_at)) / 60_000;
    expect(Math.round(minutes)).toBe(20);
    // Starting again resumes the running attempt rather than opening a second one.
    const again = await start(math, { mode: 'regular' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(attempt.id);
    await kit.postJson(`/api/exam-attempts/${attempt.id}/finish`, {}, token);
  });

  it('never sends an answer key before the question is answered', async () => {
    const response = await start(math, { mode: 'interactive' }, otherToken);
    const body = JSON.stringify(response.json());
    for (const secret of ['correct', 'right_answer', 'explanation', 'numeric_answer']) {
      expect(body).not.toContain(secret);
    }
    await kit.postJson(`/api/exam-attempts/${response.json().data.id}/finish`, {}, otherToken);
  });

  it('runs an interactive exam: each answer marked at once and locked, then the summary', async () => {
    const attempt = (await start(math, { mode: 'interactive' })).json().data;
    expect(attempt.questions.map((q: { kind: string }) => q.kind)).toEqual([
      'single',
      'numeric',
      'true_false',
      'multiple',
      'single',
    ]);
    const first = await put(attempt.id, 1, { options: [0] });
    expect(first.json().data.feedback).toMatchObject({
      correct: true,
      right_answer: { options: [0] },
      explanation: { en: expect.stringContaining('power rule') },
    });
    expect((await put(attempt.id, 1, { options: [1] })).statusCode).toBe(409);
    const numeric = await put(attempt.id, 2, { value: '٤' });
    expect(numeric.json().data.feedback.correct).toBe(true);
    const wrong = await put(attempt.id, 4, { options: [0, 1] });
    expect(wrong.json().data.feedback).toMatchObject({
      correct: false,
      right_answer: { options: [0, 2] },
    });
    expect((await put(attempt.id, 3, { options: [0, 1] })).statusCode).toBe(422);
    expect((await put(attempt.id, 9, { options: [0] })).statusCode).toBe(404);

    const finished = await kit.postJson(`/api/exam-attempts/${attempt.id}/finish`, {}, token);
    expect(finished.statusCode).toBe(200);
    const review = finished.json().data;
    expect(review.summary).toMatchObject({
      question_count: 5,
      passing_percent: 60,
      marks_total: 7,
      marks_obtained: 2,
      marks_missed: 5,
      correct: 2,
      incorrect: 1,
      unanswered: 2,
      percent: 29,
      passed: false,
    });
    expect(review.questions[2]).toMatchObject({
      answer: null,
      feedback: { right_answer: { options: [0] } },
    });
    expect((await put(attempt.id, 3, { options: [0] })).json().message).toBe(
      'This exam has already been submitted.',
    );
  });

  it('runs a regular exam: no marks until the end', async () => {
    const attempt = (await start(physics, { mode: 'regular' })).json().data;
    const saved = await put(attempt.id, 1, { options: [1] });
    expect(saved.json().data.feedback).toBeNull();
    const changed = await put(attempt.id, 1, { options: [0] });
    expect(changed.statusCode).toBe(200);
    const state = (await kit.get(`/api/exam-attempts/${attempt.id}`, token)).json().data;
    expect(state.answers[0]).toEqual({ position: 1, answer: { options: [0] }, feedback: null });
    expect((await kit.get(`/api/exam-attempts/${attempt.id}/review`, token)).statusCode).toBe(409);
    const review = (await kit.postJson(`/api/exam-attempts/${attempt.id}/finish`, {}, token)).json()
      .data;
    expect(review.summary).toMatchObject({
      correct: 1,
      incorrect: 0,
      unanswered: 2,
      passed: false,
    });
    // Every answer stored once: one row per question.
    const rows = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(examAnswers)
      .where(eq(examAnswers.attempt_id, attempt.id));
    expect(rows[0]?.n).toBe(3);
  });

  it('keeps another student out of an attempt', async () => {
    const attempt = (await start(physics, { mode: 'regular' })).json().data;
    expect((await kit.get(`/api/exam-attempts/${attempt.id}`, otherToken)).statusCode).toBe(404);
    expect((await put(attempt.id, 1, { options: [0] }, otherToken)).statusCode).toBe(404);
    await kit.postJson(`/api/exam-attempts/${attempt.id}/finish`, {}, token);
  });

  it('refuses a fourth attempt where three are allowed', async () => {
    const third = (await start(physics, { mode: 'regular' })).json().data;
    await kit.postJson(`/api/exam-attempts/${third.id}/finish`, {}, token);
    const refused = await start(physics, { mode: 'regular' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You have used all 3 attempts at this exam.');
  });

  it('closes an attempt at its deadline: late answers refused, the summary ready', async () => {
    const student = await createStudent(t.app.db);
    const who = await kit.signIn('student', student.id);
    const attempt = (await start(math, { mode: 'regular', minutes: 1 }, who)).json().data;
    await put(attempt.id, 1, { options: [0] }, who);
    // The clock runs out.
    await t.app.db
      .update(examAttempts)
      .set({ deadline_at: sql`now() - interval '1 second'` })
      .where(eq(examAttempts.id, attempt.id));
    const late = await put(attempt.id, 2, { value: 4 }, who);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Time is up: this exam has been submitted.');
    const review = (await kit.get(`/api/exam-attempts/${attempt.id}/review`, who)).json().data;
    expect(review.summary).toMatchObject({ correct: 1, unanswered: 4 });
    const past = (await kit.get('/api/student/exam-attempts', who)).json().data;
    expect(past).toEqual([
      expect.objectContaining({ id: attempt.id, status: 'submitted', percent: 14, passed: false }),
    ]);
    const results = (await kit.get(`/api/student/exam-results?exam_ids=${math.id}`, who)).json()
      .data;
    expect(results).toEqual([
      { exam_id: math.id, attempts: 1, best_percent: 14, passed: false, open_attempt_id: null },
    ]);
    const [row] = await t.app.db
      .select({ submitted: examAttempts.submitted_at, deadline: examAttempts.deadline_at })
      .from(examAttempts)
      .where(and(eq(examAttempts.id, attempt.id)));
    expect(row?.submitted?.getTime()).toBeLessThanOrEqual(row?.deadline.getTime() ?? 0);
  });

  it('answers in Arabic', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/computer-exams/${physics.id}/attempts`,
      payload: { mode: 'regular' },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' },
    });
    expect(response.json().message).toBe('استنفدت محاولاتك الـ3 لهذا الامتحان.');
  });
});
