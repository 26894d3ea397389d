import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent, createSubject, createTeacher } from '../../test-support/factories.ts';
import {
  type AdminTestKit,
  SAMPLE_FILES,
  startAdminTestKit,
} from '../../test-support/kits/admin-test-kit.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';

describe('exam authoring (/api/admin/exam-questions, /api/admin/computer-exams)', () => {
  let t: AdminTestKit;
  let subjectId: number;
  beforeAll(async () => {
    t = await startAdminTestKit();
    subjectId = (await createSubject(t.app.db, { semester: 'first' })).id;
  });
  afterAll(() => t?.close());

  const question = (overrides: object = {}) => ({
    subject_id: subjectId,
    semester: 'first',
    kind: 'single',
    stem: { ar: 'ما ناتج $3 \\times 4$؟', en: '' },
    options: [
      { ar: '12', en: '12' },
      { ar: '7', en: '7' },
    ],
    correct_options: [0],
    explanation: { ar: 'جدول الضرب.', en: '' },
    ...overrides,
  });

  it('refuses everyone but editors', async () => {
    const url = `/api/admin/exam-questions?subject_id=${subjectId}&semester=first`;
    expect((await t.call({ method: 'GET', url, token: null })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url, token: t.tokens.teacher })).statusCode).toBe(403);
  });

  it('checks a question against its kind, in the editor’s language', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/exam-questions',
      body: question({ stem: { ar: ' ', en: '' }, correct_options: [0, 1] }),
      language: 'ar',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      stem: ['اكتب السؤال بالعربية أو الإنجليزية أو بكلتيهما'],
      correct_options: ['حدّد الإجابة الصحيحة من بين الخيارات'],
    });
    const numeric = await t.call({
      method: 'POST',
      url: '/api/admin/exam-questions',
      body: question({ kind: 'numeric', options: [], correct_options: [] }),
    });
    expect(numeric.json().errors).toEqual({ numeric_answer: ['Give the right number'] });
  });

  it('builds an exam from bank questions that students can then take', async () => {
    const made = [];
    for (const body of [
      question(),
      question({ kind: 'true_false', stem: { ar: '', en: 'Zero is even.' }, correct_options: [0] }),
      question({
        kind: 'numeric',
        options: [],
        correct_options: [],
        numeric_answer: 9.8,
        numeric_tolerance: 0.1,
      }),
    ]) {
      const response = await t.call({ method: 'POST', url: '/api/admin/exam-questions', body });
      expect(response.statusCode).toBe(201);
      made.push(response.json().data);
    }
    expect(made[1].options).toEqual([
      { ar: 'صح', en: 'True' },
      { ar: 'خطأ', en: 'False' },
    ]);
    const bank = await t.call({
      method: 'GET',
      url: `/api/admin/exam-questions?subject_id=${subjectId}&semester=first`,
    });
    expect(bank.json().data).toHaveLength(3);

    const draft = {
      subject_id: subjectId,
      semester: 'first',
      title: { ar: 'اختبار الضرب', en: '' },
      duration_minutes: 10,
      passing_percent: 50,
      published: false,
      question_ids: made.map((q) => q.id).reverse(),
    };
    const exam = await t.call({ method: 'POST', url: '/api/admin/computer-exams', body: draft });
    expect(exam.statusCode).toBe(201);
    const { id } = exam.json().data;
    expect(exam.json().data).toMatchObject({ question_count: 3, published: false });
    expect((await t.app.inject({ url: `/api/computer-exams/${id}` })).statusCode).toBe(404);

    const published = await t.call({
      method: 'PUT',
      url: `/api/admin/computer-exams/${id}`,
      body: { ...draft, published: true },
    });
    expect(published.json().data.question_ids).toEqual(made.map((q) => q.id).reverse());
    const listed = await t.app.inject({
      url: `/api/computer-exams?subject_id=${subjectId}&semester=first`,
    });
    expect(listed.json().data.map((e: { id: number }) => e.id)).toEqual([id]);

    // Once taken, neither the exam nor its questions can be deleted.
    const student = await createStudent(t.app.db);
    const kit = profileTestKit(t);
    const token = await kit.signIn('student', student.id);
    expect(
      (await kit.postJson(`/api/computer-exams/${id}/attempts`, { mode: 'regular' }, token))
        .statusCode,
    ).toBe(201);
    const gone = await t.call({ method: 'DELETE', url: `/api/admin/computer-exams/${id}` });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(
      'Students have taken this exam: unpublish it to keep their results.',
    );
    const used = await t.call({ method: 'DELETE', url: `/api/admin/exam-questions/${made[0].id}` });
    expect(used.statusCode).toBe(409);

    // The editor sees how it went: numbers only.
    const attempt = (await kit.get('/api/student/exam-attempts', token)).json().data[0];
    const answer = (position: number, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/exam-attempts/${attempt.id}/answers/${position}`,
        payload: { answer: body },
        headers: { authorization: `Bearer ${token}` },
      });
    await answer(1, { value: 5 }); // the numeric question, wrong
    await answer(2, { options: [1] }); // true/false, wrong
    await answer(3, { options: [0] }); // single choice, right
    await kit.postJson(`/api/exam-attempts/${attempt.id}/finish`, {}, token);
    const stats = await t.call({ method: 'GET', url: `/api/admin/computer-exams/${id}/stats` });
    expect(stats.json().data).toEqual({
      attempts: 1,
      average_percent: 33,
      pass_rate: 0,
      questions: [
        {
          question_id: made[2].id,
          answered: 1,
          correct_share: 0,
          most_chosen_wrong: { answer: { value: 5 }, count: 1 },
        },
        {
          question_id: made[1].id,
          answered: 1,
          correct_share: 0,
          most_chosen_wrong: { answer: { options: [1] }, count: 1 },
        },
        { question_id: made[0].id, answered: 1, correct_share: 1, most_chosen_wrong: null },
      ],
    });
    const teacherView = await t.call({
      method: 'GET',
      url: `/api/teacher/computer-exams/${id}/stats`,
      token: t.tokens.teacher,
    });
    expect(teacherView.statusCode).toBe(404);
  });

  it('keeps an exam’s questions within its subject and semester, each once', async () => {
    const other = await createSubject(t.app.db);
    const foreign = await t.call({
      method: 'POST',
      url: '/api/admin/exam-questions',
      body: question({ subject_id: other.id }),
    });
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/computer-exams',
      body: {
        subject_id: subjectId,
        semester: 'first',
        title: { ar: '', en: 'Mixed' },
        duration_minutes: 10,
        min_minutes: 20,
        max_minutes: 30,
        passing_percent: 50,
        question_ids: [foreign.json().data.id],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['min_minutes']);
    const wrongSubject = await t.call({
      method: 'POST',
      url: '/api/admin/computer-exams',
      body: {
        subject_id: subjectId,
        semester: 'first',
        title: { ar: '', en: 'Mixed' },
        duration_minutes: 10,
        passing_percent: 50,
        question_ids: [foreign.json().data.id],
      },
    });
    expect(wrongSubject.statusCode).toBe(422);
    expect(wrongSubject.json().errors).toEqual({
      question_ids: ['Choose each question once, from this subject and semester'],
    });
  });
});

describe('editing questions, pictures and random draws', () => {
  let t: AdminTestKit;
  let subjectId: number;
  beforeAll(async () => {
    t = await startAdminTestKit();
    subjectId = (await createSubject(t.app.db, { semester: 'first' })).id;
  });
  afterAll(() => t?.close());

  const add = async (overrides: object = {}) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/exam-questions',
      body: {
        subject_id: subjectId,
        semester: 'first',
        kind: 'true_false',
        stem: { ar: 'الصفر عدد زوجي.', en: '' },
        correct_options: [0],
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; image_path: string | null };
  };
  const takeAndFinish = async (examId: number) => {
    const kit = profileTestKit(t);
    const token = await kit.signIn('student', (await createStudent(t.app.db)).id);
    const started = await kit.postJson(
      `/api/computer-exams/${examId}/attempts`,
      { mode: 'regular' },
      token,
    );
    expect(started.statusCode).toBe(201);
    return started.json().data as { id: number; questions: Array<{ stem: { ar: string } }> };
  };

  it('rewrites a question until a student has answered it', async () => {
    const { id } = await add();
    const body = {
      subject_id: subjectId,
      semester: 'first',
      kind: 'numeric',
      stem: { ar: 'كم يساوي ٣ × ٤؟', en: 'What is 3 × 4?' },
      numeric_answer: 12,
    };
    const edited = await t.call({ method: 'PUT', url: `/api/admin/exam-questions/${id}`, body });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ kind: 'numeric', options: [], numeric_answer: 12 });

    const exam = await t.call({
      method: 'POST',
      url: '/api/admin/computer-exams',
      body: {
        subject_id: subjectId,
        semester: 'first',
        title: { ar: 'ضرب', en: '' },
        duration_minutes: 5,
        passing_percent: 50,
        published: true,
        question_ids: [id],
      },
    });
    await takeAndFinish(exam.json().data.id);
    const refused = await t.call({
      method: 'PUT',
      url: `/api/admin/exam-questions/${id}`,
      body,
      language: 'ar',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'أجاب طلاب عن هذا السؤال فيبقى كما رأوه. اكتب سؤالًا جديدًا بدلًا منه.',
    );
    const teacherTry = await t.call({
      method: 'PUT',
      url: `/api/teacher/exam-questions/${id}`,
      body,
      token: t.tokens.teacher,
    });
    expect(teacherTry.statusCode).toBe(404);
  });

  it('takes a picture checked by its bytes, replaces and removes it', async () => {
    const { id } = await add();
    const put = (bytes: Blob, name: string) => {
      const form = new FormData();
      form.append('image', new File([bytes], name, { type: 'image/png' }));
      return t.call({ method: 'PUT', url: `/api/admin/exam-questions/${id}/image`, form });
    };
    const spoofed = await put(SAMPLE_FILES.pdf(), 'graph.png');
    expect(spoofed.statusCode).toBe(415);
    const first = await put(SAMPLE_FILES.png(), 'graph.png');
    expect(first.statusCode).toBe(200);
    const firstPath = first.json().data.image_path as string;
    expect(firstPath).toMatch(/^\/storage\/exams\/questions\/.+\.png$/);
    expect((await t.app.inject({ url: firstPath })).statusCode).toBe(200);

    const second = await put(SAMPLE_FILES.png(), 'graph-2.png');
    expect(second.json().data.image_path).not.toBe(firstPath);
    expect((await t.app.inject({ url: firstPath })).statusCode).toBe(404);

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/admin/exam-questions/${id}/image`,
    });
    expect(removed.json().data.image_path).toBeNull();
    expect((await t.app.inject({ url: second.json().data.image_path })).statusCode).toBe(404);
  });

  it('draws each attempt’s questions from the bank by difficulty', async () => {
    const hard = [];
    for (const n of [1, 2, 3])
      hard.push(await add({ stem: { ar: `صعب ${n}`, en: '' }, difficulty: 'hard' }));
    await add({ stem: { ar: 'سهل', en: '' }, difficulty: 'easy' });
    const draft = {
      subject_id: subjectId,
      semester: 'first',
      title: { ar: 'سحب عشوائي', en: 'Random draw' },
      duration_minutes: 5,
      passing_percent: 50,
      published: true,
      draw: [
        { difficulty: 'hard', count: 2 },
        { difficulty: 'easy', count: 1 },
      ],
    };
    const short = await t.call({
      method: 'POST',
      url: '/api/admin/computer-exams',
      body: { ...draft, draw: [{ difficulty: 'easy', count: 4 }] },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      draw: ['The bank has only 1 questions for this draw, not 4'],
    });
    const both = await t.call({
      method: 'POST',
      url: '/api/admin/computer-exams',
      body: { ...draft, question_ids: [hard[0]?.id] },
    });
    expect(both.json().errors).toEqual({
      draw: ['Choose the questions or draw them at random, not both'],
    });

    const made = await t.call({ method: 'POST', url: '/api/admin/computer-exams', body: draft });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ question_count: 3, question_ids: [] });
    const listed = await t.app.inject({ url: `/api/computer-exams/${made.json().data.id}` });
    expect(listed.json().data.question_count).toBe(3);

    const attempt = await takeAndFinish(made.json().data.id);
    const stems = attempt.questions.map((q) => q.stem.ar);
    expect(stems).toHaveLength(3);
    expect(new Set(stems).size).toBe(3);
    expect(stems.slice(0, 2).every((stem) => stem.startsWith('صعب'))).toBe(true);
    expect(stems[2]).toBe('سهل');
  });
});

describe('a teacher’s own questions and exams (/api/teacher/…)', () => {
  let t: AdminTestKit;
  let subjectId: number;
  beforeAll(async () => {
    t = await startAdminTestKit();
    subjectId = (await createSubject(t.app.db, { semester: 'second' })).id;
  });
  afterAll(() => t?.close());

  const draft = (overrides: object = {}) => ({
    subject_id: subjectId,
    semester: 'second',
    kind: 'numeric',
    stem: { ar: 'كم يساوي $\\sqrt{81}$؟', en: 'What is $\\sqrt{81}$?' },
    numeric_answer: 9,
    ...overrides,
  });

  it('keeps each teacher to their own, and shows their exams under their name', async () => {
    const mine = await t.call({
      method: 'POST',
      url: '/api/teacher/exam-questions',
      body: draft(),
      token: t.tokens.teacher,
    });
    expect(mine.statusCode).toBe(201);
    const editors = await t.call({
      method: 'POST',
      url: '/api/admin/exam-questions',
      body: draft(),
    });
    const exam = {
      subject_id: subjectId,
      semester: 'second',
      title: { ar: 'الجذور', en: 'Roots' },
      duration_minutes: 5,
      passing_percent: 60,
      published: true,
      question_ids: [mine.json().data.id],
    };
    // Someone else's question cannot go into a teacher's exam.
    const borrowed = await t.call({
      method: 'POST',
      url: '/api/teacher/computer-exams',
      body: { ...exam, question_ids: [editors.json().data.id] },
      token: t.tokens.teacher,
    });
    expect(borrowed.statusCode).toBe(422);
    const made = await t.call({
      method: 'POST',
      url: '/api/teacher/computer-exams',
      body: exam,
      token: t.tokens.teacher,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.teacher).toEqual({ id: expect.any(Number), name: expect.any(String) });

    const bank = await t.call({
      method: 'GET',
      url: `/api/teacher/exam-questions?subject_id=${subjectId}&semester=second`,
      token: t.tokens.teacher,
    });
    expect(bank.json().data.map((q: { id: number }) => q.id)).toEqual([mine.json().data.id]);
    const everyone = await t.call({
      method: 'GET',
      url: `/api/admin/exam-questions?subject_id=${subjectId}&semester=second`,
    });
    expect(everyone.json().data).toHaveLength(2);

    // Another teacher sees nothing of it and cannot change it.
    const other = await createTeacherToken(t);
    const theirs = await t.call({
      method: 'PUT',
      url: `/api/teacher/computer-exams/${made.json().data.id}`,
      body: { ...exam, published: false },
      token: other,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await t.call({
          method: 'DELETE',
          url: `/api/teacher/exam-questions/${mine.json().data.id}`,
          token: other,
        })
      ).statusCode,
    ).toBe(404);
  });
});

async function createTeacherToken(t: AdminTestKit) {
  const teacher = await createTeacher(t.app.db);
  return profileTestKit(t).signIn('teacher', teacher.id);
}
