import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  learningProgress,
  lessons,
  studyTime,
  teacherFiles,
  teacherVideoLessons,
  worksheets,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import {
  createGrade,
  createStudent,
  createSubject,
  createTeacher,
} from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';

describe('progress routes', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let sara: { id: number; token: string };
  let omar: { id: number; token: string };
  let teacherToken: string;
  let gradeId: number;
  let subjectId: number;
  let lessonIds: number[];
  let sheetId: number;
  let videoId: number;
  let hiddenVideoId: number;
  let teacherId: number;
  let hiddenFileId: number;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    const db = t.app.db;
    gradeId = (await createGrade(db)).id;
    subjectId = (await createSubject(db, { grade_id: gradeId })).id;
    const student = async () => {
      const row = await createStudent(db, { grade_id: gradeId });
      return { id: row.id, token: await kit.signIn('student', row.id) };
    };
    sara = await student();
    omar = await student();
    const teacher = await createTeacher(db);
    teacherId = teacher.id;
    teacherToken = await kit.signIn('teacher', teacher.id);
    const video = { subject_id: subjectId, semester: 'first' as const, video_mp4: 'v.mp4' };
    const rows = await db
      .insert(lessons)
      .values(
        ['أ', 'ب', 'ج'].map((name, i) => ({
          ...video,
          name_ar: name,
          name_en: `L${i}`,
          video_size: 1,
        })),
      )
      .returning({ id: lessons.id });
    lessonIds = rows.map((row) => row.id);
    const [sheet] = await db
      .insert(worksheets)
      .values({
        subject_id: subjectId,
        semester: 'first',
        name_ar: 'ورقة',
        name_en: 'Sheet',
        pdf_file: 'w.pdf',
        original_name: 'w.pdf',
        file_size: 1,
      })
      .returning();
    const upload = { teacher_id: teacher.id, thumbnail_path: 't.png', video_path: 'v.mp4' };
    const [shown, hidden] = await db
      .insert(teacherVideoLessons)
      .values([
        { ...upload, lesson_title: 'Shown', file_size: 1 },
        { ...upload, lesson_title: 'Hidden', file_size: 1, hidden: true },
      ])
      .returning();
    const [file] = await db
      .insert(teacherFiles)
      .values({
        teacher_id: teacher.id,
        file_name: 'f',
        file_path: 'f.pdf',
        file_type: 'summary',
        original_name: 'f.pdf',
        file_size: 1,
        hidden: true,
      })
      .returning();
    if (!sheet || !shown || !hidden || !file) throw new Error('not inserted');
    sheetId = sheet.id;
    videoId = shown.id;
    hiddenVideoId = hidden.id;
    hiddenFileId = file.id;
  });
  afterAll(() => t?.close());

  const save = (kind: string, id: number | string, body: object, token = sara.token) =>
    kit.postJson(`/api/student/progress/videos/${kind}/${id}`, body, token);
  const open = (kind: string, id: number, token = sara.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/student/progress/files/${kind}/${id}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
  const body = (position: number, played = 10, duration = 100) => ({
    position_seconds: position,
    duration_seconds: duration,
    played_seconds: played,
  });
  const rowsOf = (studentId: number, itemId: number, kind: 'lesson' | 'worksheet' = 'lesson') =>
    t.app.db
      .select()
      .from(learningProgress)
      .where(
        and(
          eq(learningProgress.student_id, studentId),
          eq(learningProgress.item_kind, kind),
          eq(learningProgress.item_id, itemId),
        ),
      );
  const studied = async (studentId: number) =>
    (await t.app.db.select().from(studyTime).where(eq(studyTime.student_id, studentId))).reduce(
      (sum, row) => sum + row.seconds,
      0,
    );

  it('refuses visitors (401) and teachers (403) on every route', async () => {
    const urls = [
      '/api/student/progress/summary',
      '/api/student/progress/continue',
      `/api/student/progress/subjects?grade_id=${gradeId}`,
      `/api/student/progress/items?subject_id=${subjectId}&semester=first`,
    ];
    for (const url of urls) {
      expect((await kit.get(url)).statusCode).toBe(401);
      const refused = await kit.get(url, teacherToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
    }
    expect((await save('lesson', lessonIds[0] ?? 0, body(5), '')).statusCode).toBe(401);
    expect((await save('lesson', lessonIds[0] ?? 0, body(5), teacherToken)).statusCode).toBe(403);
    expect((await open('worksheet', sheetId, teacherToken)).statusCode).toBe(403);
    expect(await rowsOf(sara.id, lessonIds[0] ?? 0)).toEqual([]);
  });

  it('keeps one row per student and lesson however many saves, with the latest position', async () => {
    const lesson = lessonIds[0] ?? 0;
    for (const position of [10, 20, 30, 25]) {
      const saved = await save('lesson', lesson, body(position));
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ kind: 'lesson', id: lesson, completed: false });
    }
    const rows = await rowsOf(sara.id, lesson);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      item_kind: 'lesson',
      position_seconds: 25,
      duration_seconds: 100,
      subject_id: subjectId,
      semester: 'first',
      completed_at: null,
    });
  });

  it('counts a lesson watched at 90 % and never unsets it', async () => {
    const lesson = lessonIds[1] ?? 0;
    expect((await save('lesson', lesson, body(89))).json().data.completed).toBe(false);
    expect((await save('lesson', lesson, body(90))).json().data.completed).toBe(true);
    const rewatched = await save('lesson', lesson, body(3));
    expect(rewatched.json().data.completed).toBe(true);
    const [row] = await rowsOf(sara.id, lesson);
    expect(row?.position_seconds).toBe(3);
    expect(row?.completed_at).toBeInstanceOf(Date);
    // A first save already past 90 % counts at once.
    expect(
      (await save('lesson', lessonIds[2] ?? 0, body(95), omar.token)).json().data.completed,
    ).toBe(true);
  });

  it('credits no more study time than the wall clock allows', async () => {
    const before = await studied(omar.id);
    await save('lesson', lessonIds[0] ?? 0, body(40, 5000), omar.token);
    await save('lesson', lessonIds[0] ?? 0, body(50, 5000), omar.token);
    await save('lesson', lessonIds[0] ?? 0, body(60, 5000), omar.token);
    const gained = (await studied(omar.id)) - before;
    // First save: two intervals (20 s); each later one: the seconds since the last (~0) + 2.
    expect(gained).toBeGreaterThanOrEqual(20);
    expect(gained).toBeLessThanOrEqual(20 + 2 * 3);
  });

  it('keeps one row and credits the clock once when saves of one lesson race', async () => {
    const racer = await createStudent(t.app.db);
    const token = await kit.signIn('student', racer.id);
    const lesson = lessonIds[2] ?? 0;
    const replies = await Promise.all(
      [10, 11, 12, 13, 14].map((position) => save('lesson', lesson, body(position, 500), token)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowsOf(racer.id, lesson)).toHaveLength(1);
    // One first save (20 s at most), the rest each the seconds since another (~0) + 2.
    expect(await studied(racer.id)).toBeLessThanOrEqual(20 + 4 * 2);
  });

  it("saves a public teacher's video and refuses unknown or hidden items (404)", async () => {
    expect((await save('teacher_video', videoId, body(12))).statusCode).toBe(200);
    for (const [kind, id] of [
      ['lesson', 999_999],
      ['teacher_video', hiddenVideoId],
      ['teacher_video', 999_998],
    ] as const) {
      const missing = await save(kind, id, body(5));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 'error', code: 'not_found' });
    }
    expect((await open('teacher_file', hiddenFileId)).statusCode).toBe(404);
    expect((await open('summary', 999_999)).statusCode).toBe(404);
    const items = await kit.get(`/api/student/progress/items?teacher_id=${teacherId}`, sara.token);
    expect(items.json().data).toEqual([
      {
        kind: 'teacher_video',
        id: videoId,
        position_seconds: 12,
        duration_seconds: 100,
        completed: false,
      },
    ]);
  });

  it('refuses bad bodies and kinds (422) in the caller language', async () => {
    const lesson = lessonIds[0] ?? 0;
    for (const bad of [
      body(-1),
      body(200),
      { ...body(5), duration_seconds: 0 },
      { position_seconds: '5', duration_seconds: 100, played_seconds: 1 },
      {},
    ]) {
      const refused = await save('lesson', lesson, bad);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('validation_failed');
    }
    const english = await save('lesson', lesson, body(-1));
    expect(english.json().errors.position_seconds).toEqual([
      'Send the position, length and played time in seconds.',
    ]);
    expect((await save('worksheet', lesson, body(5))).statusCode).toBe(422);
    expect((await save('lesson', 'abc', body(5))).statusCode).toBe(422);
    expect(
      (await kit.get('/api/student/progress/items?semester=first', sara.token)).statusCode,
    ).toBe(422);
  });

  it('marks a PDF opened once, however often it is opened', async () => {
    const first = await open('worksheet', sheetId);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ kind: 'worksheet', id: sheetId, completed: true });
    const [row] = await rowsOf(sara.id, sheetId, 'worksheet');
    await open('worksheet', sheetId);
    const rows = await rowsOf(sara.id, sheetId, 'worksheet');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.completed_at).toEqual(row?.completed_at);
  });

  it("reads the student's own items, bars, continue strip and summary, never another's", async () => {
    const items = (
      await kit.get(
        `/api/student/progress/items?subject_id=${subjectId}&semester=first`,
        sara.token,
      )
    ).json().data as { kind: string; id: number; completed: boolean }[];
    expect(items.map((i) => `${i.kind}:${i.id}:${i.completed}`).sort()).toEqual(
      [
        `lesson:${lessonIds[0]}:false`,
        `lesson:${lessonIds[1]}:true`,
        `worksheet:${sheetId}:true`,
      ].sort(),
    );

    const bars = await kit.get(`/api/student/progress/subjects?grade_id=${gradeId}`, sara.token);
    expect(bars.json().data).toEqual([
      {
        subject_id: subjectId,
        semester: 'first',
        lessons: { done: 1, total: 3 },
        files: { done: 1, total: 1 },
        kinds: {
          lesson: { done: 1, total: 3 },
          worksheet: { done: 1, total: 1 },
          exam: { done: 0, total: 0 },
          summary: { done: 0, total: 0 },
          teacher_guide: { done: 0, total: 0 },
        },
      },
    ]);

    const strip = (await kit.get('/api/student/progress/continue', sara.token)).json().data;
    expect(strip).toHaveLength(1);
    expect(strip[0]).toMatchObject({
      lesson_id: lessonIds[0],
      name_en: 'L0',
      video_mp4: '/storage/v.mp4',
      position_seconds: 25,
      subject: { id: subjectId, semester: 'first', grade_id: gradeId },
    });

    const summary = (await kit.get('/api/student/progress/summary', sara.token)).json().data;
    expect(summary.subjects[0]).toMatchObject({ lessons: { done: 1, total: 3 } });
    expect(summary.week_seconds).toBeGreaterThan(0);

    // Omar watched lesson 0 part way and finished lesson 2; none of Sara's rows show.
    const theirs = (
      await kit.get(
        `/api/student/progress/items?subject_id=${subjectId}&semester=first`,
        omar.token,
      )
    ).json().data as { kind: string; id: number }[];
    expect(theirs.map((i) => i.id).sort()).toEqual([lessonIds[0], lessonIds[2]].sort());
    const theirStrip = (await kit.get('/api/student/progress/continue', omar.token)).json().data;
    expect(theirStrip.map((l: { position_seconds: number }) => l.position_seconds)).toEqual([60]);
    const stranger = await kit.signIn('student', (await createStudent(t.app.db)).id);
    expect((await kit.get('/api/student/progress/continue', stranger)).json().data).toEqual([]);
    expect(
      (await kit.get(`/api/student/progress/items?teacher_id=${teacherId}`, stranger)).json().data,
    ).toEqual([]);
  });
});
