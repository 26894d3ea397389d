import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentQuestions } from '../../db/schema.ts';
import { createSession } from '../../plugins/authentication/sessions.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createTeacher } from '../../test-support/factories.ts';

describe('POST /api/student-questions', () => {
  let t: TestApp;
  let student: { id: number; token: string };
  let other: { id: number; token: string };
  let teacherToken: string;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const db = t.app.db;
    const [first, second, teacher] = await Promise.all([
      createStudent(db),
      createStudent(db),
      createTeacher(db),
    ]);
    student = { id: first.id, token: await createSession(db, { role: 'student', id: first.id }) };
    other = { id: second.id, token: await createSession(db, { role: 'student', id: second.id }) };
    teacherToken = await createSession(db, { role: 'teacher', id: teacher.id });
  });
  afterAll(() => t?.close());

  const ask = (payload: Record<string, unknown>, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/student-questions',
      payload,
      headers: {
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  const questionsOf = (studentId: number) =>
    t.app.db
      .select({ question: studentQuestions.question })
      .from(studentQuestions)
      .where(eq(studentQuestions.student_id, studentId));

  it("stores a signed-in student's trimmed question", async () => {
    const response = await ask(
      { student_id: student.id, question: '  Will the 2024 algebra question come again?  ' },
      student.token,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Question sent successfully!',
      data: {
        id: expect.any(Number),
        student_id: student.id,
        question: 'Will the 2024 algebra question come again?',
        created_at: expect.any(String),
      },
    });
    expect(await questionsOf(student.id)).toEqual([
      { question: 'Will the 2024 algebra question come again?' },
    ]);
  });

  it("refuses a question sent in another student's name with 403", async () => {
    const response = await ask({ student_id: other.id, question: 'Impersonated' }, student.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      status: 'error',
      code: 'forbidden',
      message: 'You can only send questions in your own name.',
    });
    expect(await questionsOf(other.id)).toEqual([]);
  });

  it('refuses visitors with 401 and teachers with 403', async () => {
    const visitor = await ask({ student_id: student.id, question: 'Hello' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('unauthenticated');
    const forged = await ask({ student_id: student.id, question: 'Hello' }, 'x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    const teacher = await ask({ student_id: student.id, question: 'Hello' }, teacherToken);
    expect(teacher.statusCode).toBe(403);
  });

  it('requires a non-blank question of at most 1000 characters', async () => {
    const blank = await ask({ student_id: other.id, question: '   ' }, other.token);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ question: ['Please enter a question.'] });
    const long = await ask({ student_id: other.id, question: 'a'.repeat(1001) }, other.token);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({
      question: ['The question must be at most 1000 characters.'],
    });
  });

  it('throttles each student separately', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      codes.push((await ask({ student_id: other.id, question: `Q${i}` }, other.token)).statusCode);
    }
    // Two requests of the previous test already counted against this student.
    expect(codes.filter((code) => code === 201)).toHaveLength(8);
    expect(codes.slice(-2)).toEqual([429, 429]);
    const someoneElse = await ask(
      { student_id: student.id, question: 'Still fine' },
      student.token,
    );
    expect(someoneElse.statusCode).toBe(201);
  });
});
