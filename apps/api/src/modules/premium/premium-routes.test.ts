import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computerExams, entitlements } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { type PremiumFixture, startPremiumFixture } from '../../test-support/premium-fixtures.ts';

const HOUR = 3_600_000;
const LOCKED = 'This is part of a premium course. Activate a card to open it.';

describe('premium courses', () => {
  let t: TestApp;
  let f: PremiumFixture;
  beforeAll(async () => {
    t = await buildTestApp();
    f = await startPremiumFixture(t.app);
  });
  afterAll(() => t?.close());

  let address = 0;
  const send = (
    token: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    address += 1;
    return t.app.inject({
      method,
      url,
      payload,
      remoteAddress: `10.7.${address >> 8}.${address & 255}`,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const admin = () => f.accounts.admin.token;

  describe('the editors’ routes', () => {
    it('admit only an admin session: 401 for a visitor, 403 for another role', async () => {
      expect((await send(null, 'GET', '/api/admin/premium/courses')).statusCode).toBe(401);
      for (const account of [f.accounts.student, f.accounts.teacher, f.accounts.parent]) {
        const response = await send(account.token, 'POST', '/api/admin/premium/courses', {
          kind: 'teacher',
          teacher_id: f.accounts.otherTeacher.id,
        });
        expect(response.statusCode).toBe(403);
      }
    });

    it('list the courses with their titles, previews and what uses them', async () => {
      const courses = (await send(admin(), 'GET', '/api/admin/premium/courses')).json().data;
      const subjectCourse = courses.find(
        (course: { id: number }) => course.id === f.courses.subject.id,
      );
      expect(subjectCourse).toEqual({
        id: f.courses.subject.id,
        kind: 'subject',
        title_ar: `${f.subject.name_ar}، ${f.grade.name_ar}، الفصل الأول`,
        title_en: `${f.subject.name_en}, ${f.grade.name_en}, first semester`,
        subject_id: f.subject.id,
        semester: 'first',
        grade_id: f.grade.id,
        teacher_id: null,
        previews: [],
        active_entitlements: 0,
        card_batches: 0,
        created_at: expect.any(String),
      });
      const teacherCourse = courses.find(
        (course: { id: number }) => course.id === f.courses.teacher.id,
      );
      expect(teacherCourse.title_en).toBe(`${f.teacher.first_name} ${f.teacher.last_name}`);
    });

    it('mark a course premium once (201), and refuse unknown targets (404) and repeats (409)', async () => {
      const made = await send(admin(), 'POST', '/api/admin/premium/courses', {
        kind: 'subject',
        subject_id: f.freeSubject.id,
        semester: 'second',
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({
        message: 'The course is now premium.',
        data: { kind: 'subject', subject_id: f.freeSubject.id, semester: 'second' },
      });
      const again = await send(admin(), 'POST', '/api/admin/premium/courses', {
        kind: 'subject',
        subject_id: f.freeSubject.id,
        semester: 'second',
      });
      expect([again.statusCode, again.json().message]).toEqual([
        409,
        'This course is already premium.',
      ]);
      for (const body of [
        { kind: 'subject', subject_id: 999_999, semester: 'first' },
        { kind: 'teacher', teacher_id: 999_999 },
      ]) {
        const unknown = await send(admin(), 'POST', '/api/admin/premium/courses', body);
        expect([unknown.statusCode, unknown.json().message]).toEqual([
          404,
          'This course was not found.',
        ]);
      }
      const invalid = await send(admin(), 'POST', '/api/admin/premium/courses', { kind: 'x' });
      expect(invalid.statusCode).toBe(422);
      const removed = await send(
        admin(),
        'DELETE',
        `/api/admin/premium/courses/${made.json().data.id}`,
      );
      expect([removed.statusCode, removed.json().message]).toEqual([
        200,
        'The course is free again.',
      ]);
    });

    it('list a course’s items in order, its first lesson the preview until others are picked', async () => {
      const url = `/api/admin/premium/courses/${f.courses.subject.id}/items`;
      const items = (await send(admin(), 'GET', url)).json().data;
      expect(items.map((item: { kind: string; id: number; preview: boolean }) => item)).toEqual([
        expect.objectContaining({ kind: 'lesson', id: f.lessons.preview.id, preview: true }),
        expect.objectContaining({ kind: 'lesson', id: f.lessons.locked.id, preview: false }),
        expect.objectContaining({ kind: 'lesson', id: f.lessons.lockedShared.id, preview: false }),
        expect.objectContaining({ kind: 'worksheet', id: f.worksheet.id, preview: false }),
      ]);
      const teacherItems = (
        await send(admin(), 'GET', `/api/admin/premium/courses/${f.courses.teacher.id}/items`)
      ).json().data;
      expect(teacherItems.slice(0, 2)).toEqual([
        expect.objectContaining({
          kind: 'teacher_video',
          id: f.teacherVideos.newest.id,
          preview: false,
        }),
        expect.objectContaining({
          kind: 'teacher_video',
          id: f.teacherVideos.older.id,
          preview: true,
        }),
      ]);
      expect(
        (await send(admin(), 'GET', '/api/admin/premium/courses/999999/items')).statusCode,
      ).toBe(404);
    });

    it('save previews of the course only (422 for another course’s item)', async () => {
      const url = `/api/admin/premium/courses/${f.courses.subject.id}/previews`;
      const stranger = await send(admin(), 'PUT', url, {
        items: [{ kind: 'lesson', id: f.lessons.free.id }],
      });
      expect(stranger.statusCode).toBe(422);
      expect(stranger.json().errors).toEqual({ items: ['This item is not part of the course.'] });

      const saved = await send(admin(), 'PUT', url, {
        items: [{ kind: 'worksheet', id: f.worksheet.id }],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.previews).toEqual([{ kind: 'worksheet', id: f.worksheet.id }]);
      const sheets = (
        await send(null, 'GET', `/api/worksheets?subject_id=${f.subject.id}&semester=first`)
      ).json().data;
      expect(sheets[0].premium.preview).toBe(true);
      const lessonsList = (
        await send(null, 'GET', `/api/lessons?subject_id=${f.subject.id}&semester=first`)
      ).json().data;
      expect(lessonsList[0].premium.preview).toBe(false);

      const cleared = await send(admin(), 'PUT', url, { items: [] });
      expect(cleared.json().data.previews).toEqual([]);
      expect(
        (await send(admin(), 'PUT', '/api/admin/premium/courses/999999/previews', { items: [] }))
          .statusCode,
      ).toBe(404);
    });

    it('keep a course premium while entitlements use it (409), and 404 an unknown one', async () => {
      const course = (
        await send(admin(), 'POST', '/api/admin/premium/courses', {
          kind: 'teacher',
          teacher_id: f.accounts.otherTeacher.id,
        })
      ).json().data;
      const held = await f.entitle(f.accounts.otherStudent.id, {
        scope: 'course',
        course_id: course.id,
      });
      const url = `/api/admin/premium/courses/${course.id}`;
      const inUse = await send(admin(), 'DELETE', url);
      expect([inUse.statusCode, inUse.json().message]).toEqual([
        409,
        'Cards or students still unlock this course. Void its card batches and wait for access to end first.',
      ]);
      await t.app.db.delete(entitlements).where(eq(entitlements.id, held.id));
      expect((await send(admin(), 'DELETE', url)).statusCode).toBe(200);
      expect((await send(admin(), 'DELETE', url)).statusCode).toBe(404);
    });
  });

  describe('the public lists', () => {
    it('mark each item of a premium course the same for every caller, free ones null', async () => {
      const lessonsUrl = `/api/lessons?subject_id=${f.subject.id}&semester=first`;
      const mark = (preview: boolean) => ({
        course_id: f.courses.subject.id,
        grade_id: f.grade.id,
        preview,
      });
      const asVisitor = (await send(null, 'GET', lessonsUrl)).json().data;
      expect(asVisitor.map((lesson: { premium: unknown }) => lesson.premium)).toEqual([
        mark(true),
        mark(false),
        mark(false),
      ]);
      const asStudent = await send(f.accounts.student.token, 'GET', lessonsUrl);
      expect(asStudent.json().data).toEqual(asVisitor);
      expect(asStudent.headers['cache-control']).toMatch(/^public/);
      const sheets = await send(
        null,
        'GET',
        `/api/worksheets?subject_id=${f.subject.id}&semester=first`,
      );
      expect(sheets.json().data[0].premium).toEqual(mark(false));
      const free = await send(
        null,
        'GET',
        `/api/lessons?subject_id=${f.freeSubject.id}&semester=first`,
      );
      expect(free.json().data[0].premium).toBeNull();
    });

    it('mark a teacher’s videos and files, the first (oldest) video the preview', async () => {
      const mark = (preview: boolean) => ({
        course_id: f.courses.teacher.id,
        grade_id: null,
        preview,
      });
      const videos = (await send(null, 'GET', `/api/teacher-video-uploads/${f.teacher.id}`)).json()
        .data;
      expect(
        videos.map((video: { id: number; premium: unknown }) => [video.id, video.premium]),
      ).toEqual([
        [f.teacherVideos.newest.id, mark(false)],
        [f.teacherVideos.older.id, mark(true)],
      ]);
      const files = (await send(null, 'GET', `/api/teacher-uploads/${f.teacher.id}`)).json().data;
      expect(files[0].premium).toEqual(mark(false));
    });
  });

  describe('opening an item', () => {
    const openLocked = (token: string | null) =>
      send(token, 'GET', `/api/premium/open?kind=lesson&id=${f.lessons.locked.id}`);

    it('opens for a student whose entitlement is in force to the course, its grade or everything', async () => {
      const cases = [
        { scope: 'course', course_id: f.courses.subject.id },
        { scope: 'grade', grade_id: f.grade.id },
        { scope: 'all' },
      ] as const;
      for (const scope of cases) {
        const student = f.accounts.otherStudent;
        const row = await f.entitle(student.id, scope);
        const response = await openLocked(student.token);
        expect([scope.scope, response.statusCode]).toEqual([scope.scope, 200]);
        expect(response.json().data.video).toMatch(/^\/storage\/~/);
        await t.app.db.delete(entitlements).where(eq(entitlements.id, row.id));
      }
    });

    it('refuses an entitlement not yet started, ended, or to another course or grade', async () => {
      const student = f.accounts.otherStudent;
      const now = Date.now();
      const rows = [
        await f.entitle(student.id, { scope: 'all' }, { starts_at: new Date(now + HOUR) }),
        await f.entitle(
          student.id,
          { scope: 'all' },
          { starts_at: new Date(now - 48 * HOUR), ends_at: new Date(now - HOUR) },
        ),
        await f.entitle(student.id, { scope: 'course', course_id: f.courses.teacher.id }),
      ];
      const response = await openLocked(student.token);
      expect([response.statusCode, response.json().message]).toEqual([403, LOCKED]);
      for (const row of rows) {
        await t.app.db.delete(entitlements).where(eq(entitlements.id, row.id));
      }
    });

    it('opens for editors and the course’s teacher, not for parents, other teachers or visitors', async () => {
      expect((await openLocked(admin())).statusCode).toBe(200);
      const own = await send(
        f.accounts.teacher.token,
        'GET',
        `/api/premium/open?kind=teacher_video&id=${f.teacherVideos.newest.id}`,
      );
      expect(own.statusCode).toBe(200);
      expect(own.json().data.video).toMatch(/^\/storage\/~\d+\.[\w-]{22}\/teachers\/videos\//);
      // The teacher's own list signs the locked items' paths too, the preview's not.
      const mine = (await send(f.accounts.teacher.token, 'GET', '/api/teacher/uploads')).json()
        .data;
      const pathOf = (id: number) =>
        mine.videos.find((video: { id: number }) => video.id === id)?.video_path;
      expect(pathOf(f.teacherVideos.newest.id)).toMatch(/^\/storage\/~/);
      expect(pathOf(f.teacherVideos.older.id)).toBe(`/storage/${f.teacherVideos.older.video_path}`);
      expect(mine.files[0].file_path).toMatch(/^\/storage\/~/);
      for (const token of [f.accounts.parent.token, f.accounts.otherTeacher.token]) {
        expect((await openLocked(token)).statusCode).toBe(403);
      }
      expect((await openLocked(null)).statusCode).toBe(401);
    });

    it('answers 404 for an unknown item and 422 for an unknown kind', async () => {
      expect(
        (await send(admin(), 'GET', '/api/premium/open?kind=lesson&id=999999')).statusCode,
      ).toBe(404);
      expect((await send(admin(), 'GET', '/api/premium/open?kind=video&id=1')).statusCode).toBe(
        422,
      );
    });
  });

  describe('computer-based exams of a premium course', () => {
    it('need the entitlement to start and to read the questions', async () => {
      const [exam] = await t.app.db
        .select()
        .from(computerExams)
        .where(and(isNull(computerExams.teacher_id), eq(computerExams.published, true)))
        .limit(1);
      if (!exam) throw new Error('the demo has no editors’ exam');
      const course = (
        await send(admin(), 'POST', '/api/admin/premium/courses', {
          kind: 'subject',
          subject_id: exam.subject_id,
          semester: exam.semester,
        })
      ).json().data;
      const listed = await send(
        null,
        'GET',
        `/api/computer-exams?subject_id=${exam.subject_id}&semester=${exam.semester}`,
      );
      const summary = listed.json().data.find((row: { id: number }) => row.id === exam.id);
      expect(summary.premium).toEqual({
        course_id: course.id,
        grade_id: expect.any(Number),
        preview: false,
      });

      const start = (token: string) =>
        send(token, 'POST', `/api/computer-exams/${exam.id}/attempts`, { mode: 'regular' });
      const refused = await start(f.accounts.otherStudent.token);
      expect([refused.statusCode, refused.json().message]).toEqual([403, LOCKED]);

      const held = await f.entitle(f.accounts.otherStudent.id, {
        scope: 'course',
        course_id: course.id,
      });
      const started = await start(f.accounts.otherStudent.token);
      expect(started.statusCode).toBe(201);
      const attemptUrl = `/api/exam-attempts/${started.json().data.id}`;
      expect((await send(f.accounts.otherStudent.token, 'GET', attemptUrl)).statusCode).toBe(200);

      await t.app.db.delete(entitlements).where(eq(entitlements.id, held.id));
      const lapsed = await send(f.accounts.otherStudent.token, 'GET', attemptUrl);
      expect([lapsed.statusCode, lapsed.json().message]).toEqual([403, LOCKED]);
    });
  });
});
