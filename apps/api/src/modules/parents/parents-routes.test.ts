import { LINK_CODE } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  computerExams,
  examAttempts,
  learningProgress,
  lessons,
  parentLinkCodes,
  parentLinks,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import {
  createGrade,
  createParent,
  createStudent,
  createSubject,
  createTeacher,
} from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';

type Account = { id: number; token: string };

describe('parents: link codes, links and a child read-only', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let gradeId: number;
  let subjectId: number;
  let examId: number;
  let lessonId: number;

  const student = async (first_name = 'Layla'): Promise<Account> => {
    const row = await createStudent(t.app.db, { grade_id: gradeId, first_name });
    return { id: row.id, token: await kit.signIn('student', row.id) };
  };
  const parent = async (first_name = 'Huda'): Promise<Account> => {
    const row = await createParent(t.app.db, { first_name });
    return { id: row.id, token: await kit.signIn('parent', row.id) };
  };
  const makeCode = async (child: Account) => {
    const response = await kit.postJson('/api/student/parent-link-code', {}, child.token);
    expect(response.statusCode).toBe(201);
    return response.json().data as { code: string; expires_at: string };
  };
  // Each call from its own address unless a test names one: wrong codes count per address.
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.7.${address >> 8}.${address & 255}`;
  };
  const link = (who: Account, code: string, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/parent/children',
      payload: { code },
      remoteAddress: ip ?? nextAddress(),
      headers: { 'accept-language': 'en', authorization: `Bearer ${who.token}` },
    });
  const linkWithNewCode = async (who: Account, child: Account) => {
    const response = await link(who, (await makeCode(child)).code);
    expect(response.statusCode).toBe(201);
  };

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    const db = t.app.db;
    gradeId = (await createGrade(db)).id;
    subjectId = (await createSubject(db, { grade_id: gradeId })).id;
    const [lesson] = await db
      .insert(lessons)
      .values({
        subject_id: subjectId,
        semester: 'first',
        name_ar: 'الكسور',
        name_en: 'Fractions',
        video_mp4: 'v.mp4',
        video_size: 1,
      })
      .returning({ id: lessons.id });
    const [exam] = await db
      .insert(computerExams)
      .values({
        subject_id: subjectId,
        semester: 'first',
        title_ar: 'اختبار الكسور',
        title_en: 'Fractions quiz',
        duration_minutes: 20,
        published: true,
      })
      .returning({ id: computerExams.id });
    if (!lesson || !exam) throw new Error('catalogue not made');
    lessonId = lesson.id;
    examId = exam.id;
  });
  afterAll(() => t?.close());

  describe('the student makes a code', () => {
    it('is 8 unambiguous characters, valid 24 hours, stored only as a hash', async () => {
      const child = await student();
      const before = Date.now();
      const { code, expires_at } = await makeCode(child);
      expect(code).toMatch(new RegExp(`^[${LINK_CODE.alphabet}]{8}$`));
      const hours = (Date.parse(expires_at) - before) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24.01);
      const rows = await t.app.db
        .select()
        .from(parentLinkCodes)
        .where(eq(parentLinkCodes.student_id, child.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code_hash).not.toContain(code);
    });

    it('replaces the unused code: only the newest works', async () => {
      const child = await student();
      const older = await makeCode(child);
      const newer = await makeCode(child);
      const mother = await parent();
      const refused = await link(mother, older.code);
      expect(refused.statusCode).toBe(422);
      expect((await link(mother, newer.code)).statusCode).toBe(201);
    });

    it('is for students only', async () => {
      const mother = await parent();
      const teacher = await createTeacher(t.app.db);
      const teacherToken = await kit.signIn('teacher', teacher.id);
      expect((await kit.postJson('/api/student/parent-link-code', {})).statusCode).toBe(401);
      for (const token of [mother.token, teacherToken]) {
        const response = await kit.postJson('/api/student/parent-link-code', {}, token);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('forbidden');
      }
    });
  });

  describe('the parent links with the code', () => {
    it('links, spends the code, and both sides see names and since when only', async () => {
      const child = await student('Layla');
      const mother = await parent('Huda');
      const { code } = await makeCode(child);
      const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
      const response = await link(mother, typed);
      expect(response.statusCode).toBe(201);
      const linkedAt = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
      expect(response.json()).toEqual({
        status: 'success',
        message: 'Layla is now linked to your account.',
        data: { id: child.id, first_name: 'Layla', last_name: 'Student', linked_at: linkedAt },
      });
      const children = await kit.get('/api/parent/children', mother.token);
      expect(children.json().data).toEqual([
        { id: child.id, first_name: 'Layla', last_name: 'Student', linked_at: linkedAt },
      ]);
      const followers = await kit.get('/api/student/parents', child.token);
      expect(followers.json().data).toEqual([
        { id: mother.id, first_name: 'Huda', last_name: 'Parent', linked_at: linkedAt },
      ]);
      const father = await parent('Omar');
      expect((await link(father, code)).statusCode).toBe(422);
    });

    it('reads a code typed in Arabic-Indic digits', async () => {
      const child = await student();
      const mother = await parent();
      const { code } = await makeCode(child);
      const arabic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
      expect((await link(mother, arabic)).statusCode).toBe(201);
    });

    it('refuses a wrong, expired or malformed code with a clear message in both languages', async () => {
      const child = await student();
      const mother = await parent();
      const wrong = await link(mother, 'ABCD-EFGH');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        status: 'error',
        code: 'validation_failed',
        message: 'This code is wrong, expired or already used. Ask your child to make a new one.',
        errors: {
          code: ['This code is wrong, expired or already used. Ask your child to make a new one.'],
        },
      });
      const { code } = await makeCode(child);
      await t.app.db
        .update(parentLinkCodes)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(parentLinkCodes.student_id, child.id));
      const arabic = await t.app.inject({
        method: 'POST',
        url: '/api/parent/children',
        payload: { code },
        headers: { 'accept-language': 'ar', authorization: `Bearer ${mother.token}` },
      });
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json().message).toBe(
        'هذا الرمز غير صحيح أو منتهي الصلاحية أو مستخدم من قبل. اطلب من طفلك إنشاء رمز جديد.',
      );
      const malformed = await link(mother, 'AB1');
      expect(malformed.json().errors).toEqual({
        code: ['The code has 8 letters and digits, like ABCD-2345'],
      });
      const empty = await link(mother, '  ');
      expect(empty.json().errors).toEqual({
        code: ['Please enter the code from your child’s profile'],
      });
    });

    it('throttles guessing: five wrong codes a minute per parent, then 429 even for a right one', async () => {
      const child = await student();
      const guesser = await parent();
      for (let i = 0; i < 5; i += 1) {
        expect((await link(guesser, 'ZZZZ-ZZZZ', `10.9.0.${i}`)).statusCode).toBe(422);
      }
      const { code } = await makeCode(child);
      const blocked = await link(guesser, code, '10.9.0.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('rate_limited');
      // Another parent from a fresh address is not held back by the guesser.
      expect((await link(await parent(), code, '10.9.1.1')).statusCode).toBe(201);
    });

    it('throttles guessing per address across parents', async () => {
      const ip = '10.8.0.1';
      for (let i = 0; i < 5; i += 1) {
        expect((await link(await parent(), 'ZZZZ-ZZZZ', ip)).statusCode).toBe(422);
      }
      expect((await link(await parent(), 'ZZZZ-ZZZZ', ip)).statusCode).toBe(429);
    });

    it('lets a child have two parents, not three, and linking twice is harmless', async () => {
      const child = await student('Sami');
      const [mother, father, stranger] = [await parent(), await parent(), await parent()];
      await linkWithNewCode(mother, child);
      const again = await link(mother, (await makeCode(child)).code);
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe('Sami is already linked to your account.');
      const code = (await makeCode(child)).code;
      expect((await link(father, code)).statusCode).toBe(201);
      const third = await link(stranger, (await makeCode(child)).code);
      expect(third.statusCode).toBe(409);
      expect(third.json()).toEqual({
        status: 'error',
        code: 'conflict',
        message: 'This student already has two parents linked.',
      });
      const links = await t.app.db
        .select()
        .from(parentLinks)
        .where(eq(parentLinks.student_id, child.id));
      expect(links).toHaveLength(2);
    });

    it('lets one parent follow several children', async () => {
      const mother = await parent();
      const [first, second] = [await student('Ali'), await student('Noor')];
      await linkWithNewCode(mother, first);
      await linkWithNewCode(mother, second);
      const children = await kit.get('/api/parent/children', mother.token);
      expect(children.json().data.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    });

    it('is for parents only', async () => {
      const child = await student();
      const response = await link(child, 'ABCD-2345');
      expect(response.statusCode).toBe(403);
      expect((await kit.get('/api/parent/children', child.token)).statusCode).toBe(403);
      expect((await kit.get('/api/parent/children')).statusCode).toBe(401);
    });
  });

  describe("a linked child's progress and exam results", () => {
    let child: Account;
    let mother: Account;
    beforeEach(async () => {
      child = await student('Rana');
      mother = await parent();
      await linkWithNewCode(mother, child);
    });

    it('shows the progress summary and attempts, and nothing else of the account', async () => {
      const db = t.app.db;
      await db.insert(learningProgress).values({
        student_id: child.id,
        item_kind: 'lesson',
        item_id: lessonId,
        subject_id: subjectId,
        semester: 'first',
        position_seconds: 95,
        duration_seconds: 100,
        completed_at: new Date(),
      });
      await db.insert(examAttempts).values({
        exam_id: examId,
        student_id: child.id,
        mode: 'regular',
        minutes: 20,
        deadline_at: new Date(Date.now() + 60_000),
        submitted_at: new Date(),
        percent: 80,
        passed: true,
      });
      const response = await kit.get(`/api/parent/children/${child.id}`, mother.token);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(Object.keys(data).sort()).toEqual(['attempts', 'child', 'progress']);
      expect(Object.keys(data.child).sort()).toEqual([
        'first_name',
        'id',
        'last_name',
        'linked_at',
      ]);
      const subject = data.progress.subjects.find(
        (row: { subject_id: number }) => row.subject_id === subjectId,
      );
      expect(subject.lessons).toEqual({ done: 1, total: 1 });
      expect(subject.exams.results).toEqual([
        expect.objectContaining({ exam_id: examId, best_percent: 80, passed: true }),
      ]);
      expect(data.attempts).toEqual([
        expect.objectContaining({
          exam_id: examId,
          title: { ar: 'اختبار الكسور', en: 'Fractions quiz' },
          status: 'submitted',
          percent: 80,
          passed: true,
        }),
      ]);
      expect(response.body).not.toMatch(/@example\.com|\+9627|birthday|phone/);
    });

    it("answers 404 for another parent's child and for a student who does not exist", async () => {
      const stranger = await parent();
      const other = await student();
      const notLinked = await kit.get(`/api/parent/children/${other.id}`, mother.token);
      expect(notLinked.statusCode).toBe(404);
      expect(notLinked.json()).toEqual({
        status: 'error',
        code: 'not_found',
        message: 'No linked child was found.',
      });
      expect((await kit.get(`/api/parent/children/${child.id}`, stranger.token)).statusCode).toBe(
        404,
      );
      expect((await kit.get('/api/parent/children/999999', mother.token)).statusCode).toBe(404);
      expect((await kit.get(`/api/parent/children/${child.id}`, child.token)).statusCode).toBe(403);
      expect((await kit.get('/api/parent/children/abc', mother.token)).statusCode).toBe(422);
    });

    it('stops when the student unlinks the parent: the parent sees nothing any more', async () => {
      const stranger = await parent();
      const notTheirs = await kit.del(`/api/student/parents/${stranger.id}`, child.token);
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().message).toBe('This parent is not linked to your account.');

      const removed = await kit.del(`/api/student/parents/${mother.id}`, child.token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('The parent can no longer follow your progress.');
      expect((await kit.get(`/api/parent/children/${child.id}`, mother.token)).statusCode).toBe(
        404,
      );
      expect((await kit.get('/api/parent/children', mother.token)).json().data).toEqual([]);
      expect((await kit.get('/api/student/parents', child.token)).json().data).toEqual([]);
    });

    it('stops when the parent unlinks the child', async () => {
      const other = await student();
      expect((await kit.del(`/api/parent/children/${other.id}`, mother.token)).statusCode).toBe(
        404,
      );
      const removed = await kit.del(`/api/parent/children/${child.id}`, mother.token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('The child was removed from your account.');
      expect((await kit.get(`/api/parent/children/${child.id}`, mother.token)).statusCode).toBe(
        404,
      );
      expect((await kit.get('/api/student/parents', child.token)).json().data).toEqual([]);
    });
  });
});
