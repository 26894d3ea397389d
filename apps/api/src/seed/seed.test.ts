import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { verifyPassword } from '../lib/password.ts';
import { buildTestApp, type TestApp } from '../test-support/build-test-app.ts';
import { probeJson } from '../test-support/videos.ts';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './index.ts';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const total = async (table: PgTable) => {
    const [row] = await t.app.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('fills the catalogue: grades, subjects per semester, units and their lessons', async () => {
    expect(await total(schema.grades)).toBe(12);
    const perGrade = await t.app.db
      .select({ grade: schema.grades.grade_key, semester: schema.subjects.semester, n: count() })
      .from(schema.subjects)
      .innerJoin(schema.grades, eq(schema.grades.id, schema.subjects.grade_id))
      .groupBy(schema.grades.grade_key, schema.subjects.semester);
    expect(perGrade).toHaveLength(24);
    for (const row of perGrade) expect(row.n).toBeGreaterThanOrEqual(6);

    const books = await t.app.db
      .select({
        units: countDistinct(schema.subjectUnits.id),
        lessons: count(schema.unitLessons.id),
      })
      .from(schema.subjects)
      .leftJoin(schema.subjectUnits, eq(schema.subjectUnits.subject_id, schema.subjects.id))
      .leftJoin(schema.unitLessons, eq(schema.unitLessons.unit_id, schema.subjectUnits.id))
      .groupBy(schema.subjects.id);
    expect(books.every((book) => book.units >= 2 && book.lessons >= 4)).toBe(true);
  });

  it('gives every subject and semester a PDF of each kind and video lessons, all stored', async () => {
    const subjects = await total(schema.subjects);
    for (const table of [schema.worksheets, schema.exams, schema.summaries, schema.teacherGuides]) {
      const rows = await t.app.db
        .select({ key: table.pdf_file, size: table.file_size })
        .from(table);
      expect(rows).toHaveLength(subjects);
      const sample = rows[0];
      expect(sample && existsSync(path.join(t.dataDir, 'storage', sample.key))).toBe(true);
    }
    const lessons = await t.app.db.select().from(schema.lessons);
    expect(lessons.length).toBeGreaterThanOrEqual(subjects);
    expect(lessons.every((lesson) => lesson.video_mp4.endsWith('.mp4') && lesson.image)).toBe(true);
  });

  it('gives grade 12 mathematics a lesson of over a minute, with sound and captions in both languages', async () => {
    const rows = await t.app.db
      .select({
        grade: schema.grades.grade_key,
        name: schema.lessons.name_en,
        video: schema.lessons.video_mp4,
        ar: schema.lessons.captions_ar,
        en: schema.lessons.captions_en,
      })
      .from(schema.lessons)
      .innerJoin(schema.subjects, eq(schema.subjects.id, schema.lessons.subject_id))
      .innerJoin(schema.grades, eq(schema.grades.id, schema.subjects.grade_id))
      .where(and(isNotNull(schema.lessons.captions_ar), isNotNull(schema.lessons.captions_en)));
    expect(rows.map(({ grade, name }) => ({ grade, name }))).toEqual([
      { grade: 'grade12', name: 'Functions and Their Domains' },
    ]);
    const [lesson] = rows;
    const stored = (key: string | null | undefined) => path.join(t.dataDir, 'storage', key ?? '');
    const { format, streams } = await probeJson(stored(lesson?.video), [
      '-show_format',
      '-show_streams',
    ]);
    expect(Number(format.duration)).toBeGreaterThanOrEqual(60);
    expect(streams.map((stream: { codec_name: string }) => stream.codec_name)).toEqual([
      'h264',
      'aac',
    ]);
    // Each caption file is WebVTT whose last cue ends with the video.
    for (const [key, script] of [
      [lesson?.ar, /[\u0600-\u06ff]/],
      [lesson?.en, /domain/],
    ] as const) {
      const text = await readFile(stored(key), 'utf8');
      expect(text.startsWith('WEBVTT')).toBe(true);
      expect(text).toMatch(script);
      expect(text).toContain('--> 01:14.500');
    }
  });

  it('adds verified teachers with photos, published and pending reviews, and uploads', async () => {
    const teachers = await t.app.db.select().from(schema.teachers);
    expect(teachers.length).toBeGreaterThanOrEqual(5);
    expect(teachers.every((teacher) => teacher.verified_at && teacher.about_you)).toBe(true);
    expect(teachers.filter((teacher) => teacher.photo).length).toBeGreaterThanOrEqual(5);
    expect(await verifyPassword(teachers[0]?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);

    const reviews = await t.app.db
      .select({ permission: schema.teacherEvaluations.permissions_to_publish, n: count() })
      .from(schema.teacherEvaluations)
      .groupBy(schema.teacherEvaluations.permissions_to_publish);
    const byPermission = Object.fromEntries(reviews.map((row) => [row.permission, row.n]));
    expect(byPermission.Allowed).toBeGreaterThan(6);
    expect(byPermission.not_Allowed).toBeGreaterThan(0);

    expect((await t.app.db.select().from(schema.teacherFiles)).length).toBeGreaterThan(0);
    expect((await t.app.db.select().from(schema.teacherVideoLessons)).length).toBeGreaterThan(0);
    expect((await t.app.db.select().from(schema.teacherPaperExams)).length).toBeGreaterThan(0);
  });

  it('credits a demo teacher only with exams of the subject and stage the teacher teaches', async () => {
    const authored = await t.app.db
      .select({
        subject: schema.subjects.name_ar,
        phase: schema.grades.study_phase,
        teaches: schema.teachers.subject,
        level: schema.teachers.age_group_taught,
      })
      .from(schema.computerExams)
      .innerJoin(schema.teachers, eq(schema.teachers.id, schema.computerExams.teacher_id))
      .innerJoin(schema.subjects, eq(schema.subjects.id, schema.computerExams.subject_id))
      .innerJoin(schema.grades, eq(schema.grades.id, schema.subjects.grade_id));
    expect(authored.length).toBeGreaterThan(0);
    for (const exam of authored) {
      expect(exam.subject).toBe(exam.teaches);
      expect(exam.phase === 'secondary').toBe(exam.level === 'High School');
    }
  });

  it('adds a demo student and three bilingual blog posts', async () => {
    const [student] = await t.app.db.select().from(schema.students);
    expect(student?.verified_at).toBeTruthy();
    const blogs = await t.app.db.select().from(schema.blogs);
    expect(blogs).toHaveLength(3);
    for (const blog of blogs) {
      expect(blog.title_ar).toMatch(/[\u0600-\u06ff]/);
      expect(blog.content_en.length).toBeGreaterThan(200);
    }
  });

  it('does nothing on a database that already has a catalogue', async () => {
    const seeded = await seedDemoIfEmpty({
      db: t.app.db,
      storage: t.app.storage,
      log: { info: () => {} },
      announce: false,
    });
    expect(seeded).toBe(false);
    expect(await total(schema.grades)).toBe(12);
  });
});
