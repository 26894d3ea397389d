import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  computerExams,
  examAttempts,
  learningProgress,
  teacherFiles,
  teacherPaperExams,
  teacherVideoLessons,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createStudent, createSubject, createTeacher } from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';

const fileRow = (teacherId: number, name: string) => ({
  teacher_id: teacherId,
  file_name: name,
  file_path: `teacher-files/${name}.pdf`,
  file_type: 'summary' as const,
  original_name: `${name}.pdf`,
  file_size: 1,
});

async function uploadsOf(db: Database, teacherId: number) {
  const [file, quiet] = await db
    .insert(teacherFiles)
    .values([fileRow(teacherId, 'algebra'), fileRow(teacherId, 'unopened')])
    .returning();
  const [video] = await db
    .insert(teacherVideoLessons)
    .values({
      teacher_id: teacherId,
      lesson_title: 'Fractions',
      thumbnail_path: 't.webp',
      video_path: 'v.mp4',
      file_size: 1,
    })
    .returning();
  const [paper] = await db
    .insert(teacherPaperExams)
    .values({
      ...fileRow(teacherId, 'paper'),
      grade: '9',
      lesson_name_ar: 'الكسور',
      lesson_name_en: 'Fractions',
    })
    .returning();
  const subject = await createSubject(db);
  const [exam, untaken] = await db
    .insert(computerExams)
    .values([
      { subject_id: subject.id, semester: 'first', duration_minutes: 10, teacher_id: teacherId },
      { subject_id: subject.id, semester: 'first', duration_minutes: 10, teacher_id: teacherId },
    ])
    .returning();
  if (!file || !quiet || !video || !paper || !exam || !untaken) throw new Error('not inserted');
  return { file, quiet, video, paper, exam, untaken };
}

describe('teachers’ numbers on their uploads', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let mine: Awaited<ReturnType<typeof uploadsOf>>;
  let theirs: Awaited<ReturnType<typeof uploadsOf>>;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    const db = t.app.db;
    const teacher = await createTeacher(db);
    const other = await createTeacher(db);
    mine = await uploadsOf(db, teacher.id);
    theirs = await uploadsOf(db, other.id);
    token = await kit.signIn('teacher', teacher.id);
    const [a, b, c] = await Promise.all([createStudent(db), createStudent(db), createStudent(db)]);
    if (!a || !b || !c) throw new Error('no students');
    const seen = (
      studentId: number,
      kind: 'teacher_file' | 'teacher_video' | 'teacher_paper_exam',
      itemId: number,
      done: boolean,
    ) => ({
      student_id: studentId,
      item_kind: kind,
      item_id: itemId,
      completed_at: done ? new Date() : null,
    });
    await db.insert(learningProgress).values([
      seen(a.id, 'teacher_file', mine.file.id, true),
      seen(b.id, 'teacher_file', mine.file.id, true),
      seen(a.id, 'teacher_video', mine.video.id, true),
      seen(b.id, 'teacher_video', mine.video.id, false),
      seen(c.id, 'teacher_video', mine.video.id, false),
      seen(c.id, 'teacher_paper_exam', mine.paper.id, true),
      // The other teacher's uploads, with the same kinds: never counted in.
      seen(a.id, 'teacher_file', theirs.file.id, true),
      seen(c.id, 'teacher_file', theirs.file.id, true),
      seen(a.id, 'teacher_video', theirs.video.id, true),
    ]);
    const attempt = (studentId: number, examId: number, percent: number | null) => ({
      exam_id: examId,
      student_id: studentId,
      mode: 'regular' as const,
      minutes: 10,
      deadline_at: new Date(),
      submitted_at: percent === null ? null : new Date(),
      percent,
      passed: percent === null ? null : percent >= 50,
    });
    await db.insert(examAttempts).values([
      attempt(a.id, mine.exam.id, 80),
      attempt(b.id, mine.exam.id, 50),
      attempt(a.id, mine.exam.id, 100),
      // Still running: not counted until submitted.
      attempt(c.id, mine.exam.id, null),
      attempt(c.id, theirs.exam.id, 10),
    ]);
  });
  afterAll(() => t?.close());

  it('counts distinct students per upload and exam, only the teacher’s own, numbers only', async () => {
    const response = await kit.get('/api/teacher/upload-stats', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      files: [
        { id: mine.file.id, students: 2, finished: 2 },
        { id: mine.quiet.id, students: 0, finished: 0 },
      ],
      videos: [{ id: mine.video.id, students: 3, finished: 1 }],
      exams: [{ id: mine.paper.id, students: 1, finished: 1 }],
      computer_exams: [
        { id: mine.exam.id, attempts: 3, average_percent: expect.closeTo(76.67, 1) },
        { id: mine.untaken.id, attempts: 0, average_percent: null },
      ],
    });
    expect(response.body).not.toMatch(/first_name|email|student_id/);
  });

  it('shows another teacher only their own numbers', async () => {
    const other = await createTeacher(t.app.db);
    const response = await kit.get(
      '/api/teacher/upload-stats',
      await kit.signIn('teacher', other.id),
    );
    expect(response.json().data).toEqual({ files: [], videos: [], exams: [], computer_exams: [] });
  });

  it('refuses visitors and students', async () => {
    expect((await kit.get('/api/teacher/upload-stats')).statusCode).toBe(401);
    const student = await createStudent(t.app.db);
    const refused = await kit.get(
      '/api/teacher/upload-stats',
      await kit.signIn('student', student.id),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
  });
});
