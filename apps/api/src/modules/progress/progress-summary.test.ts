import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computerExams,
  examAttempts,
  learningProgress,
  lessons,
  studyTime,
  worksheets,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createGrade, createStudent, createSubject } from '../../test-support/factories.ts';
import { readProgressSummary } from './progress-summary.ts';

describe('readProgressSummary', () => {
  let t: TestApp;
  const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday; the week began Saturday the 21st

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it("counts a student's lessons, files, exams and this week's time per subject", async () => {
    const db = t.app.db;
    const grade = await createGrade(db);
    const math = await createSubject(db, { grade_id: grade.id, name_en: 'Maths' });
    const science = await createSubject(db, { grade_id: grade.id, semester: 'second' });
    const elsewhere = await createSubject(db); // another grade's subject
    const student = await createStudent(db, { grade_id: grade.id });
    const other = await createStudent(db, { grade_id: grade.id });
    const video = { semester: 'first' as const, video_mp4: 'v.mp4', video_size: 1 };
    const [l1, l2, l3, gone] = await db
      .insert(lessons)
      .values([
        { subject_id: math.id, name_ar: 'أ', name_en: 'A', ...video },
        { subject_id: math.id, name_ar: 'ب', name_en: 'B', ...video },
        { subject_id: elsewhere.id, name_ar: 'ج', name_en: 'C', ...video },
        { subject_id: math.id, name_ar: 'د', name_en: 'D', ...video },
      ])
      .returning();
    const pdf = { pdf_file: 'w.pdf', original_name: 'w.pdf', file_size: 1 };
    const [sheet] = await db
      .insert(worksheets)
      .values({ subject_id: math.id, semester: 'first', name_ar: 'و', name_en: 'W', ...pdf })
      .returning();
    const [exam] = await db
      .insert(computerExams)
      .values({
        subject_id: math.id,
        semester: 'first',
        title_en: 'Quiz',
        title_ar: 'اختبار',
        duration_minutes: 10,
        published: true,
        draw: [{ count: 1, unit_id: null, difficulty: null }],
      })
      .returning();
    if (!l1 || !l2 || !l3 || !gone || !sheet || !exam) throw new Error('not inserted');
    const done = new Date();
    const row = (item_kind: 'lesson' | 'worksheet', item_id: number, subject_id: number) => ({
      student_id: student.id,
      item_kind,
      item_id,
      subject_id,
      semester: 'first' as const,
      completed_at: done,
    });
    await db
      .insert(learningProgress)
      .values([
        row('lesson', l1.id, math.id),
        { ...row('lesson', l2.id, math.id), completed_at: null, position_seconds: 30 },
        row('lesson', l3.id, elsewhere.id),
        row('lesson', gone.id, math.id),
        row('worksheet', sheet.id, math.id),
      ]);
    await db.delete(lessons).where(eq(lessons.id, gone.id));
    const attempt = {
      exam_id: exam.id,
      student_id: student.id,
      mode: 'regular' as const,
      minutes: 10,
      deadline_at: done,
    };
    await db.insert(examAttempts).values([
      { ...attempt, submitted_at: done, percent: 60, passed: true },
      { ...attempt, submitted_at: done, percent: 85, passed: true },
      { ...attempt, percent: 100 }, // still open: not counted
    ]);
    await db.insert(studyTime).values([
      { student_id: student.id, day: '2026-11-21', seconds: 300 },
      { student_id: student.id, day: '2026-11-25', seconds: 120 },
      { student_id: student.id, day: '2026-11-20', seconds: 999 }, // last week
      { student_id: other.id, day: '2026-11-25', seconds: 50 },
    ]);

    const summary = await readProgressSummary(db, { studentId: student.id, now });
    expect(summary.week_start).toBe('2026-11-21');
    expect(summary.week_seconds).toBe(420);
    expect(summary.subjects.map((s) => s.subject_id)).toEqual([math.id, science.id, elsewhere.id]);
    const [mathBar, scienceBar, elsewhereBar] = summary.subjects;
    expect(mathBar).toMatchObject({
      semester: 'first',
      name_en: 'Maths',
      lessons: { done: 1, total: 2 },
      files: { done: 1, total: 1 },
      exams: {
        taken: 1,
        total: 1,
        results: [
          {
            exam_id: exam.id,
            title: { en: 'Quiz', ar: 'اختبار' },
            attempts: 2,
            best_percent: 85,
            passed: true,
          },
        ],
      },
    });
    expect(scienceBar).toMatchObject({
      semester: 'second',
      lessons: { done: 0, total: 0 },
      exams: { taken: 0, total: 0, results: [] },
    });
    expect(elsewhereBar?.lessons).toEqual({ done: 1, total: 1 });

    const theirs = await readProgressSummary(db, { studentId: other.id, now });
    expect(theirs.week_seconds).toBe(50);
    expect(theirs.subjects.map((s) => s.subject_id)).toEqual([math.id, science.id]);
    expect(theirs.subjects[0]).toMatchObject({
      lessons: { done: 0, total: 2 },
      files: { done: 0, total: 1 },
      exams: { taken: 0, total: 1, results: [] },
    });
  });

  it('answers an empty summary for a student with no grade and no progress', async () => {
    const student = await createStudent(t.app.db);
    expect(await readProgressSummary(t.app.db, { studentId: student.id, now })).toEqual({
      week_start: '2026-11-21',
      week_seconds: 0,
      subjects: [],
    });
  });
});
