import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assignments,
  classes,
  classMembers,
  examAttempts,
  learningProgress,
  notifications,
  parentLinks,
  parents,
  students,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import {
  createComputerExam,
  createLesson,
  createParent,
  createStudent,
  createSubject,
  createTeacher,
} from '../../test-support/factories.ts';
import { sweepAt } from '../../test-support/kits/notifications-test-kit.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';
import { readMail } from '../../test-support/mail/test-mailbox.ts';
import { sendDigests } from './send-digests.ts';

const NOW = new Date('2026-12-03T09:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

type Account = { id: number; token: string };

describe('notifications: the sweep, the bell, the digest and the opt-out', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let layla: Account;
  let omar: Account;
  let sami: Account;
  let huda: Account;
  let rana: Account;
  let teacher: Account;
  let subjectId: number;
  const a = { opened: 0, dueSoon: 0, overdue: 0, exam: 0, later: 0, old: 0, archived: 0 };
  let attemptId: number;
  const sweep = (now = NOW) => sweepAt(t.app.db, now);
  const linesOf = (where: ReturnType<typeof eq>) =>
    t.app.db
      .select({
        kind: notifications.kind,
        assignment_id: notifications.assignment_id,
        student_id: notifications.student_id,
      })
      .from(notifications)
      .where(where);
  const bell = async (who: Account, query = '') => {
    const response = await kit.get(`/api/notifications${query}`, who.token);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const outbox = () => path.join(t.dataDir, 'outbox');
  const mails = async () => {
    const files = await readdir(outbox()).catch(() => []);
    return Promise.all(
      files.sort().map(async (file) => readMail(await readFile(path.join(outbox(), file), 'utf8'))),
    );
  };

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    const db = t.app.db;
    const account = async (role: 'student' | 'parent' | 'teacher', first_name: string) => {
      const make = { student: createStudent, parent: createParent, teacher: createTeacher }[role];
      const row = await make(db, { first_name });
      return { id: row.id, token: await kit.signIn(role, row.id) };
    };
    layla = await account('student', 'Layla');
    omar = await account('student', 'Omar');
    sami = await account('student', 'Sami');
    huda = await account('parent', 'Huda');
    rana = await account('parent', 'Rana');
    teacher = await account('teacher', 'Ahmad');
    await db.insert(parentLinks).values([
      { parent_id: huda.id, student_id: layla.id },
      { parent_id: rana.id, student_id: sami.id },
    ]);
    const subject = await createSubject(db);
    subjectId = subject.id;
    const exam = await createComputerExam(db, { subject_id: subject.id });
    const [open, archived] = await db
      .insert(classes)
      .values([
        { teacher_id: teacher.id, name: 'Grade 10 B – Mathematics', code: 'K7M2QX' },
        { teacher_id: teacher.id, name: 'Last year', code: 'K7M2QY', archived_at: hours(-900) },
      ])
      .returning();
    if (!open || !archived) throw new Error('classes not made');
    await db.insert(classMembers).values([
      { class_id: open.id, student_id: layla.id },
      { class_id: open.id, student_id: omar.id },
      { class_id: archived.id, student_id: layla.id },
    ]);
    const assign = async (
      name: keyof typeof a,
      values: { opens: number; due: number; exam?: boolean; class_id?: number },
    ) => {
      const [row] = await db
        .insert(assignments)
        .values({
          class_id: values.class_id ?? open.id,
          item_kind: values.exam ? 'computer_exam' : 'lesson',
          // A lesson each, so doing one is not doing the others.
          item_id: values.exam ? exam.id : (await createLesson(db, { subject_id: subject.id })).id,
          opens_at: hours(values.opens),
          due_at: hours(values.due),
        })
        .returning();
      a[name] = row?.id ?? 0;
    };
    await assign('opened', { opens: -1, due: 48 });
    await assign('dueSoon', { opens: -48, due: 10 });
    await assign('overdue', { opens: -120, due: -24 });
    await assign('exam', { opens: -72, due: 72, exam: true });
    await assign('later', { opens: 1, due: 100 });
    await assign('old', { opens: -400, due: -8 * 24 });
    await assign('archived', { opens: -1, due: 10, class_id: archived.id });
    const [attempt] = await db
      .insert(examAttempts)
      .values({
        exam_id: exam.id,
        student_id: layla.id,
        mode: 'regular',
        minutes: 20,
        started_at: hours(-3),
        deadline_at: hours(-2.5),
        submitted_at: hours(-2.6),
        percent: 80,
      })
      .returning();
    attemptId = attempt?.id ?? 0;
    // Omar watched the lesson due soon to the end.
    const [dueSoon] = await db.select().from(assignments).where(eq(assignments.id, a.dueSoon));
    await db.insert(learningProgress).values({
      student_id: omar.id,
      item_kind: 'lesson',
      item_id: dueSoon?.item_id ?? 0,
      position_seconds: 100,
      duration_seconds: 100,
      completed_at: hours(-5),
    });
  });
  afterAll(() => t?.close());

  describe('the sweep', () => {
    it('writes new, due, overdue and graded lines for members and their linked parents', async () => {
      const added = await sweep();
      const expectLayla = [
        ['assignment_new', a.opened],
        ['assignment_new', a.dueSoon],
        ['assignment_due', a.dueSoon],
        ['assignment_overdue', a.overdue],
        ['assignment_new', a.exam],
        ['exam_graded', a.exam],
      ].map(([kind, assignment_id]) => ({
        kind: String(kind),
        assignment_id: Number(assignment_id),
        student_id: layla.id,
      }));
      const sorted = <T extends { kind: string; assignment_id: number | null }>(rows: T[]) =>
        [...rows].sort((x, y) =>
          `${x.assignment_id}${x.kind}`.localeCompare(`${y.assignment_id}${y.kind}`),
        );
      expect(sorted(await linesOf(eq(notifications.recipient_student_id, layla.id)))).toEqual(
        sorted(expectLayla),
      );
      expect(sorted(await linesOf(eq(notifications.recipient_parent_id, huda.id)))).toEqual(
        sorted(expectLayla),
      );
      // Omar did the one due soon, and has no parent.
      expect(
        sorted(await linesOf(eq(notifications.recipient_student_id, omar.id))).map(
          (row) => `${row.kind}:${row.assignment_id}`,
        ),
      ).toEqual(
        sorted([
          { kind: 'assignment_new', assignment_id: a.opened },
          { kind: 'assignment_new', assignment_id: a.dueSoon },
          { kind: 'assignment_overdue', assignment_id: a.overdue },
          { kind: 'assignment_new', assignment_id: a.exam },
        ]).map((row) => `${row.kind}:${row.assignment_id}`),
      );
      // Not a member, and a parent linked only to a non-member: nothing.
      expect(await linesOf(eq(notifications.recipient_student_id, sami.id))).toEqual([]);
      expect(await linesOf(eq(notifications.recipient_parent_id, rana.id))).toEqual([]);
      expect(added).toBe(6 + 6 + 4);
      const [graded] = await t.app.db
        .select({ attempt_id: notifications.attempt_id })
        .from(notifications)
        .where(eq(notifications.kind, 'exam_graded'));
      expect(graded?.attempt_id).toBe(attemptId);
    });

    it('is idempotent: run again, at once or later, it adds nothing already there', async () => {
      const count = async () =>
        (await t.app.db.select({ id: notifications.id }).from(notifications)).length;
      const before = await count();
      expect(await Promise.all([sweep(), sweep()])).toEqual([0, 0]);
      expect(await count()).toBe(before);
    });

    it('writes "due" once the deadline comes within 24 hours, and "overdue" once past', async () => {
      const later = await sweep(hours(30));
      // The assignment opened 1 h ago is due at +48 h: within 24 h of +30 h.
      const opened = await t.app.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipient_student_id, omar.id),
            eq(notifications.assignment_id, a.opened),
          ),
        );
      expect(opened.map((row) => row.kind).sort()).toEqual(['assignment_due', 'assignment_new']);
      // +30 h: "due soon" is overdue now for Layla and her mother, not for Omar who did it;
      // "opened" is due and "later" (opened at +1 h) new for the three recipients.
      expect(later).toBe(2 + 3 + 3);
    });
  });

  describe('the bell', () => {
    it("lists the reader's lines newest first, with the class, item, date and score", async () => {
      const data = await bell(layla);
      expect(data.unread).toBe(data.items.length);
      const graded = data.items.find((item: { kind: string }) => item.kind === 'exam_graded');
      expect(graded).toEqual({
        id: expect.any(Number),
        kind: 'exam_graded',
        created_at: NOW.toISOString(),
        read_at: null,
        student: { id: layla.id, first_name: 'Layla' },
        assignment: {
          id: a.exam,
          class_name: 'Grade 10 B – Mathematics',
          title_ar: 'اختبار الكسور',
          title_en: 'Fractions quiz',
          due_at: hours(72).toISOString(),
        },
        percent: 80,
      });
      const ids = data.items.map((item: { id: number }) => item.id);
      expect(ids).toEqual([...ids].sort((x, y) => y - x));
      expect(data.next_cursor).toBeNull();
    });

    it("shows a parent the child's lines, and pages with a cursor", async () => {
      const all = await bell(huda);
      expect(
        all.items.every(
          (item: { student: { first_name: string } }) => item.student.first_name === 'Layla',
        ),
      ).toBe(true);
      const after = await bell(huda, `?cursor=${all.items[2].id}`);
      expect(after.items.map((item: { id: number }) => item.id)).toEqual(
        all.items.slice(3).map((item: { id: number }) => item.id),
      );
      const wrong = await kit.get('/api/notifications?cursor=abc', huda.token);
      expect(wrong.statusCode).toBe(422);
    });

    it('is only for students and parents', async () => {
      expect((await kit.get('/api/notifications')).statusCode).toBe(401);
      const refused = await kit.get('/api/notifications', teacher.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
    });

    it("marks lines read: some (never another reader's), or all", async () => {
      const mine = (await bell(omar)).items;
      const theirs = (await bell(layla)).items;
      const read = await kit.postJson(
        '/api/notifications/read',
        { ids: [mine[0].id, theirs[0].id] },
        omar.token,
      );
      expect(read.statusCode).toBe(200);
      expect(read.json().message).toBe('Marked as read.');
      expect((await bell(omar)).unread).toBe(mine.length - 1);
      expect((await bell(layla)).unread).toBe(theirs.length);
      await kit.postJson('/api/notifications/read', {}, omar.token);
      const after = await bell(omar);
      expect(after.unread).toBe(0);
      expect(after.items.every((item: { read_at: string | null }) => item.read_at)).toBe(true);
      const bad = await kit.postJson('/api/notifications/read', { ids: ['x'] }, omar.token);
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('settings', () => {
    it('are off for students and on for parents by default, and change', async () => {
      const read = async (who: Account) =>
        (await kit.get('/api/notifications/settings', who.token)).json().data;
      expect(await read(omar)).toEqual({ email_digest: false });
      expect(await read(rana)).toEqual({ email_digest: true });
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        payload: { email_digest: true },
        headers: { 'accept-language': 'en', authorization: `Bearer ${omar.token}` },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({
        status: 'success',
        message: 'You will get a daily summary by e-mail.',
        data: { email_digest: true },
      });
      expect(await read(omar)).toEqual({ email_digest: true });
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        payload: { email_digest: 'yes' },
        headers: { authorization: `Bearer ${omar.token}` },
      });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('the daily digest', () => {
    beforeEach(() => rm(outbox(), { recursive: true, force: true }));

    it('mails each account with it on, in both languages, with a one-click opt-out', async () => {
      const sent = await sendDigests(t.app.db, {
        mail: t.app.mail,
        webOrigin: 'https://madrasa.example',
        now: hours(31),
      });
      // Huda (a parent: on by default) and Omar (turned it on); Layla's is off.
      expect(sent).toBe(2);
      const all = await mails();
      const [parent] = await t.app.db.select().from(parents).where(eq(parents.id, huda.id));
      const token = parent?.digest_token ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const mail = all.find((each) => each.to === parent?.email);
      expect(mail?.subject).toBe('مدرسة: ملخصك اليومي | Madrasa: your daily summary');
      expect(mail?.headers['list-unsubscribe']).toBe(
        `<https://madrasa.example/api/notifications/unsubscribe?token=${token}>`,
      );
      expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const text = mail?.text ?? '';
      expect(text.indexOf('واجب جديد')).toBeLessThan(text.indexOf('New assignment'));
      expect(text).toContain(
        'Layla: Exam graded in Grade 10 B – Mathematics: Fractions quiz: 80 %',
      );
      expect(text).toContain(
        'Layla: New assignment in Grade 10 B – Mathematics: Fractions, due Sat 5 Dec, 12:00',
      );
      expect(text).toContain(
        `Stop these e-mails: https://madrasa.example/unsubscribe?token=${token}`,
      );
      expect(mail?.html).toContain('dir="rtl"');
      // Layla's lines were passed over: turning the digest on later mails no backlog.
      const waiting = await t.app.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(sql`${notifications.digested_at} IS NULL`);
      expect(waiting).toEqual([]);
    });

    it('mails no one twice within a day, and then only what is new', async () => {
      const digest = (at: number) =>
        sendDigests(t.app.db, { mail: t.app.mail, webOrigin: 'https://x', now: hours(at) });
      expect(await digest(32)).toBe(0);
      await t.app.db.update(students).set({ email_digest: true }).where(eq(students.id, layla.id));
      await sweep(hours(200));
      // Layla (on now, her earlier lines passed over), her mother and Omar.
      expect(await digest(201)).toBe(3);
      const [layla_mail] = (await mails()).filter((mail) => mail.to.includes('student'));
      expect(layla_mail?.text).not.toContain('Exam graded');
      // A line of her mother's written after the digest (as a sweep would).
      await t.app.db.insert(notifications).values({
        recipient_parent_id: huda.id,
        kind: 'assignment_new',
        student_id: layla.id,
        assignment_id: a.later,
        dedupe_key: 'test:late',
        created_at: hours(202),
      });
      expect(await digest(203)).toBe(0);
      expect(await digest(201 + 24)).toBe(1);
    });
  });

  describe('the opt-out', () => {
    const tokenOf = async (id: number) => {
      const [row] = await t.app.db.select().from(parents).where(eq(parents.id, id));
      return row?.digest_token ?? '';
    };
    const digestOn = async (id: number) => {
      const [row] = await t.app.db.select().from(parents).where(eq(parents.id, id));
      return row?.email_digest;
    };

    it("takes the web page's JSON token", async () => {
      const response = await kit.postJson('/api/notifications/unsubscribe', {
        token: await tokenOf(huda.id),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/^You are unsubscribed/);
      expect(await digestOn(huda.id)).toBe(false);
    });

    it("takes a mail client's one-click POST (RFC 8058)", async () => {
      await t.app.db.update(parents).set({ email_digest: true }).where(eq(parents.id, huda.id));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${await tokenOf(huda.id)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(200);
      expect(await digestOn(huda.id)).toBe(false);
      // Only this route reads a form: the bell's answer one with 415.
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        payload: 'ids=1',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${huda.token}`,
        },
      });
      expect(form.statusCode).toBe(415);
    });

    it('refuses an unknown token with 404, and none with 422', async () => {
      const unknown = await kit.postJson('/api/notifications/unsubscribe', {
        token: 'A'.repeat(43),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toMatch(/not valid any more/);
      const none = await kit.postJson('/api/notifications/unsubscribe', {});
      expect(none.statusCode).toBe(422);
      const malformed = await kit.postJson('/api/notifications/unsubscribe', { token: 'x' });
      expect(malformed.statusCode).toBe(422);
    });
  });

  it("is in the student's data export", async () => {
    const response = await kit.get('/api/student/data-export', layla.token);
    expect(response.statusCode).toBe(200);
    const exported = response.json().data.notifications;
    expect(exported.length).toBeGreaterThan(0);
    expect(exported[0]).toEqual({
      id: expect.any(Number),
      kind: expect.any(String),
      assignment_id: expect.any(Number),
      attempt_id: null,
      created_at: expect.any(String),
      read_at: null,
      digested_at: expect.any(String),
    });
  });

  // Last: it runs the real job, at the real time, which would see the assignments above.
  it('shows a new assignment under the bell once a teacher assigns it (the sweep on request)', async () => {
    const send = (who: Account, url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'accept-language': 'en', authorization: `Bearer ${who.token}` },
      });
    const made = await send(teacher, '/api/teacher/classes', {
      name: 'Grade 9 A – Science',
      subject_id: subjectId,
    });
    expect(made.statusCode).toBe(201);
    const { id, code } = made.json().data;
    expect((await send(sami, '/api/student/classes', { code })).statusCode).toBe(201);
    const lesson = await createLesson(t.app.db, { subject_id: subjectId, name_en: 'Cells' });
    const assigned = await send(teacher, `/api/teacher/classes/${id}/assignments`, {
      item_kind: 'lesson',
      item_id: lesson.id,
      due_at: new Date(Date.now() + 72 * 3_600_000).toISOString(),
    });
    expect(assigned.statusCode).toBe(201);
    // The job runs beside the request; its line arrives for Sami and his linked parent.
    for (const who of [sami, rana]) {
      await vi.waitFor(
        async () => {
          const [line] = (await bell(who)).items;
          expect(line).toMatchObject({
            kind: 'assignment_new',
            student: { first_name: 'Sami' },
            assignment: { class_name: 'Grade 9 A – Science', title_en: 'Cells' },
          });
        },
        { timeout: 10_000, interval: 50 },
      );
    }
  });
});
