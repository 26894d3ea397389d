import { CLASS_CODE, CLASS_LIMITS, type ClassView } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  classes,
  classMembers,
  computerExams,
  examAttempts,
  learningProgress,
  lessons,
  parentLinks,
  students,
  subjects,
  worksheets,
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
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
/** Arabic-Indic digits as a phone's Arabic keyboard types them. */
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);

describe('classes: codes, members, assignments and results', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let subjectId: number;
  let secondSemesterSubjectId: number;
  let lessonId: number;
  let sheetId: number;
  let examId: number;

  const signedIn = async (role: 'student' | 'teacher' | 'parent', first_name?: string) => {
    const db = t.app.db;
    const overrides = first_name ? { first_name } : {};
    const row =
      role === 'student'
        ? await createStudent(db, overrides)
        : role === 'teacher'
          ? await createTeacher(db, overrides)
          : await createParent(db, overrides);
    return { id: row.id, token: await kit.signIn(role, row.id) } satisfies Account;
  };
  let address = 0;
  const send = (
    who: Account | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language: 'en' | 'ar' = 'en',
  ) => {
    address += 1;
    return t.app.inject({
      method,
      url,
      payload,
      remoteAddress: `10.9.${address >> 8}.${address & 255}`,
      headers: {
        'accept-language': language,
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
    });
  };
  const makeClass = async (teacher: Account, name = 'Grade 10 B – Mathematics') => {
    const response = await send(teacher, 'POST', '/api/teacher/classes', {
      name,
      subject_id: subjectId,
      section: 'B',
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; code: string; name: string };
  };
  const join = (who: Account, code: string) => send(who, 'POST', '/api/student/classes', { code });
  const assign = (teacher: Account, classId: number, body: object) =>
    send(teacher, 'POST', `/api/teacher/classes/${classId}/assignments`, body);
  const view = async (teacher: Account, classId: number) => {
    const response = await send(teacher, 'GET', `/api/teacher/classes/${classId}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as ClassView;
  };

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    const db = t.app.db;
    const grade = await createGrade(db);
    subjectId = (await createSubject(db, { grade_id: grade.id, name_en: 'Mathematics' })).id;
    secondSemesterSubjectId = (
      await createSubject(db, { grade_id: grade.id, name_en: 'Mathematics', semester: 'second' })
    ).id;
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
    const [sheet] = await db
      .insert(worksheets)
      .values({
        subject_id: secondSemesterSubjectId,
        semester: 'second',
        name_ar: 'ورقة عمل المعادلات',
        name_en: 'Equations worksheet',
        pdf_file: 'w.pdf',
        original_name: 'w.pdf',
        file_size: 1,
      })
      .returning({ id: worksheets.id });
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
    if (!lesson || !sheet || !exam) throw new Error('catalogue not made');
    lessonId = lesson.id;
    sheetId = sheet.id;
    examId = exam.id;
  });
  afterAll(() => t?.close());

  describe('a teacher makes classes', () => {
    it('makes a class with a join code, its grade and subject', async () => {
      const teacher = await signedIn('teacher');
      const response = await send(teacher, 'POST', '/api/teacher/classes', {
        name: '  الصفّ العاشر   ب – الرياضيات ',
        subject_id: subjectId,
        section: 'ب',
      });
      expect(response.statusCode).toBe(201);
      const made = response.json();
      expect(made.message).toBe('The class الصفّ العاشر ب – الرياضيات was created.');
      expect(made.data).toMatchObject({
        name: 'الصفّ العاشر ب – الرياضيات',
        section: 'ب',
        subject: { id: subjectId, name_en: 'Mathematics' },
        students: 0,
        assignments: 0,
        archived_at: null,
      });
      expect(made.data.code).toMatch(new RegExp(`^[${CLASS_CODE.alphabet}]{6}$`));
      const list = await send(teacher, 'GET', '/api/teacher/classes');
      expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([made.data.id]);
    });

    it('says what is wrong with the fields, in Arabic too', async () => {
      const teacher = await signedIn('teacher');
      const empty = await send(
        teacher,
        'POST',
        '/api/teacher/classes',
        { name: ' ', subject_id: subjectId },
        'ar',
      );
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.name).toEqual(['يرجى إدخال اسم الصف']);
      const unknown = await send(teacher, 'POST', '/api/teacher/classes', {
        name: 'Grade 10',
        subject_id: 999_999,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.subject_id).toEqual(['This subject was not found']);
    });

    it(`keeps ${CLASS_LIMITS.classes} classes open at most; archived ones do not count`, async () => {
      const teacher = await signedIn('teacher');
      await t.app.db.insert(classes).values(
        Array.from({ length: CLASS_LIMITS.classes }, (_, i) => ({
          teacher_id: teacher.id,
          name: `Class ${i}`,
          subject_id: subjectId,
          code: `LIM${String.fromCharCode(65 + Math.floor(i / 24))}${'ABCDEFGHJKMNPQRSTUVWXYZ2'[i % 24]}${teacher.id % 10}`,
        })),
      );
      const refused = await send(teacher, 'POST', '/api/teacher/classes', {
        name: 'One more',
        subject_id: subjectId,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'You already have 30 open classes. Archive a class you no longer teach to make a new one.',
      );
      const [first] = await send(teacher, 'GET', '/api/teacher/classes').then((r) => r.json().data);
      const archived = await send(teacher, 'PATCH', `/api/teacher/classes/${first.id}`, {
        archived: true,
      });
      expect(archived.json()).toMatchObject({ message: 'The class was archived.' });
      expect(archived.json().data.archived_at).toEqual(expect.any(String));
      expect((await makeClass(teacher)).name).toBe('Grade 10 B – Mathematics');
      // Reopening would make 31: refused the same way.
      const reopen = await send(teacher, 'PATCH', `/api/teacher/classes/${first.id}`, {
        archived: false,
      });
      expect(reopen.statusCode).toBe(409);
    });

    it('keeps a class from another teacher, as if it were not there', async () => {
      const owner = await signedIn('teacher');
      const other = await signedIn('teacher');
      const made = await makeClass(owner);
      for (const [method, url, body] of [
        ['GET', `/api/teacher/classes/${made.id}`],
        ['PATCH', `/api/teacher/classes/${made.id}`, { name: 'Mine now' }],
        ['POST', `/api/teacher/classes/${made.id}/code`],
        ['GET', `/api/teacher/classes/${made.id}/export?format=csv`],
        ['GET', `/api/teacher/classes/${made.id}/assignable`],
        [
          'POST',
          `/api/teacher/classes/${made.id}/assignments`,
          { item_kind: 'lesson', item_id: lessonId, due_at: inHours(24) },
        ],
      ] as const) {
        const response = await send(other, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe('This class was not found.');
      }
      expect((await view(owner, made.id)).class.name).toBe('Grade 10 B – Mathematics');
    });
  });

  describe('students join with the code', () => {
    it('joins with the code typed in Arabic-Indic digits, lower case, with a dash', async () => {
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const pupil = await signedIn('student', 'محمّد علي');
      const typed = arabicDigits(`${made.code.slice(0, 3)}-${made.code.slice(3)}`).toLowerCase();
      const joined = await join(pupil, typed);
      expect(joined.statusCode).toBe(201);
      expect(joined.json()).toMatchObject({
        message: `You joined ${made.name}.`,
        data: { id: made.id, name: made.name, teacher: { id: teacher.id } },
      });
      expect(joined.json().data).not.toHaveProperty('code');
      const again = await join(pupil, made.code);
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe(`You are already in ${made.name}.`);
      const mine = await send(pupil, 'GET', '/api/student/classes');
      expect(mine.json().data.map((row: { id: number }) => row.id)).toEqual([made.id]);
      const seen = await view(teacher, made.id);
      expect(seen.students.map((s) => s.first_name)).toEqual(['محمّد علي']);
    });

    it('refuses a wrong or malformed code with a field error, and throttles guessing', async () => {
      const pupil = await signedIn('student');
      const malformed = await join(pupil, 'K7M');
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors.code).toEqual([
        'The class code has 6 letters and digits, like K7M-2QX',
      ]);
      const wrong = await join(pupil, 'ZZZZZZ');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.code).toEqual([
        'No open class has this code. Check it with your teacher.',
      ]);
      for (let i = 0; i < 4; i++) await join(pupil, 'ZZZZZZ');
      expect((await join(pupil, 'ZZZZZZ')).statusCode).toBe(429);
    });

    it('a new code retires the old one; an archived class takes no one', async () => {
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const renewed = await send(teacher, 'POST', `/api/teacher/classes/${made.id}/code`);
      expect(renewed.json().message).toBe('A new code was made. The old code no longer works.');
      const newCode = renewed.json().data.code as string;
      expect(newCode).not.toBe(made.code);
      expect((await join(await signedIn('student'), made.code)).statusCode).toBe(422);
      expect((await join(await signedIn('student'), newCode)).statusCode).toBe(201);
      await send(teacher, 'PATCH', `/api/teacher/classes/${made.id}`, { archived: true });
      expect((await join(await signedIn('student'), newCode)).statusCode).toBe(422);
      const rename = await send(teacher, 'PATCH', `/api/teacher/classes/${made.id}`, { name: 'x' });
      expect(rename.statusCode).toBe(409);
      expect(rename.json().message).toBe('This class is archived. Open it again to change it.');
    });

    it(`gives the last of ${CLASS_LIMITS.students} seats to one of two students joining at once`, async () => {
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const filler = await Promise.all(
        Array.from({ length: CLASS_LIMITS.students - 1 }, () => createStudent(t.app.db)),
      );
      await t.app.db
        .insert(classMembers)
        .values(filler.map((row) => ({ class_id: made.id, student_id: row.id })));
      const [first, second] = [await signedIn('student'), await signedIn('student')];
      const answers = await Promise.all([join(first, made.code), join(second, made.code)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const full = answers.find((r) => r.statusCode === 409);
      expect(full?.json().message).toBe(
        'This class is full: it already has 300 students. Tell your teacher.',
      );
      const members = await t.app.db
        .select()
        .from(classMembers)
        .where(eq(classMembers.class_id, made.id));
      expect(members).toHaveLength(CLASS_LIMITS.students);
    });

    it('a student leaves; a teacher removes a student', async () => {
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const [leaving, removed] = [await signedIn('student'), await signedIn('student')];
      await join(leaving, made.code);
      await join(removed, made.code);
      const left = await send(leaving, 'DELETE', `/api/student/classes/${made.id}`);
      expect(left.json()).toMatchObject({ message: 'You left the class.' });
      expect((await send(leaving, 'DELETE', `/api/student/classes/${made.id}`)).statusCode).toBe(
        404,
      );
      const url = `/api/teacher/classes/${made.id}/students/${removed.id}`;
      expect((await send(await signedIn('teacher'), 'DELETE', url)).statusCode).toBe(404);
      const gone = await send(teacher, 'DELETE', url);
      expect(gone.json()).toMatchObject({ message: 'The student was removed from the class.' });
      expect((await send(teacher, 'DELETE', url)).statusCode).toBe(404);
      expect((await send(removed, 'GET', '/api/student/classes')).json().data).toEqual([]);
      expect((await view(teacher, made.id)).students).toEqual([]);
    });
  });

  describe('assignments and results', () => {
    it('lists what may be assigned: the subject by semester, or the teacher’s own', async () => {
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const first = await send(teacher, 'GET', `/api/teacher/classes/${made.id}/assignable`);
      expect(
        first.json().data.map((i: { kind: string; id: number }) => `${i.kind}:${i.id}`),
      ).toEqual([`computer_exam:${examId}`, `lesson:${lessonId}`]);
      const second = await send(
        teacher,
        'GET',
        `/api/teacher/classes/${made.id}/assignable?semester=second`,
      );
      expect(second.json().data).toEqual([
        expect.objectContaining({
          kind: 'worksheet',
          id: sheetId,
          title_en: 'Equations worksheet',
        }),
      ]);
      const mine = await send(
        teacher,
        'GET',
        `/api/teacher/classes/${made.id}/assignable?source=mine`,
      );
      expect(mine.json().data).toEqual([]);
    });

    it('refuses a due date passed, before the opening, or an item that cannot be assigned', async () => {
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const past = await assign(teacher, made.id, {
        item_kind: 'lesson',
        item_id: lessonId,
        due_at: inHours(-1),
      });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors.due_at).toEqual(['The due date has already passed']);
      const backwards = await assign(teacher, made.id, {
        item_kind: 'lesson',
        item_id: lessonId,
        opens_at: inHours(48),
        due_at: inHours(24),
      });
      expect(backwards.json().errors.due_at).toEqual([
        'The due date must come after the opening date',
      ]);
      const [hidden] = await t.app.db
        .insert(computerExams)
        .values({ subject_id: subjectId, semester: 'first', duration_minutes: 5, published: false })
        .returning({ id: computerExams.id });
      for (const [kind, id] of [
        ['computer_exam', hidden?.id],
        ['lesson', 999_999],
        ['teacher_video', 1],
      ] as const) {
        const refused = await assign(teacher, made.id, {
          item_kind: kind,
          item_id: id,
          due_at: inHours(24),
        });
        expect(refused.statusCode, `${kind} ${id}`).toBe(422);
        expect(refused.json().errors.item_id).toEqual([
          'This lesson, file or exam was not found or cannot be assigned.',
        ]);
      }
    });

    it('reads who did what, and how well, from progress and exam attempts', async () => {
      const db = t.app.db;
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const [watcher, examinee, idle] = [
        await signedIn('student', 'Layla'),
        await signedIn('student', 'Omar'),
        await signedIn('student', 'Zaid'),
      ];
      for (const pupil of [watcher, examinee, idle]) await join(pupil, made.code);
      const lessonWork = await assign(teacher, made.id, {
        item_kind: 'lesson',
        item_id: lessonId,
        due_at: inHours(24),
        note: 'Watch it before Thursday',
      });
      expect(lessonWork.statusCode).toBe(201);
      expect(lessonWork.json().message).toBe('The work was assigned to the class.');
      const examWork = await assign(teacher, made.id, {
        item_kind: 'computer_exam',
        item_id: examId,
        opens_at: inHours(-2),
        due_at: inHours(72),
        window_only: true,
      });
      expect(examWork.statusCode).toBe(201);
      const sheetWork = await assign(teacher, made.id, {
        item_kind: 'worksheet',
        item_id: sheetId,
        due_at: inHours(200),
      });
      const [lessonA, examA, sheetA] = [lessonWork, examWork, sheetWork].map(
        (r) => r.json().data.id,
      );
      // Overdue: moved into the past as time would.
      await db
        .update(assignments)
        .set({ opens_at: new Date(Date.now() - 72 * HOUR), due_at: new Date(Date.now() - HOUR) })
        .where(eq(assignments.id, sheetA));

      await db.insert(learningProgress).values({
        student_id: watcher.id,
        item_kind: 'lesson',
        item_id: lessonId,
        position_seconds: 95,
        duration_seconds: 100,
        completed_at: new Date(),
      });
      const attempt = (percent: number, startedHoursAgo: number) => ({
        exam_id: examId,
        student_id: examinee.id,
        mode: 'regular' as const,
        minutes: 20,
        started_at: new Date(Date.now() - startedHoursAgo * HOUR),
        deadline_at: new Date(Date.now() - (startedHoursAgo - 0.3) * HOUR),
        submitted_at: new Date(Date.now() - (startedHoursAgo - 0.2) * HOUR),
        percent,
      });
      // Before the window opened: not counted. Within it: the best counts.
      await db.insert(examAttempts).values([attempt(100, 5), attempt(60, 1.5), attempt(80, 1)]);

      const seen = await view(teacher, made.id);
      const cell = (assignmentId: number, studentId: number) =>
        seen.results.find((r) => r.assignment_id === assignmentId && r.student_id === studentId);
      expect(cell(lessonA, watcher.id)).toMatchObject({ state: 'done', percent: null });
      expect(cell(lessonA, idle.id)).toMatchObject({ state: 'due_soon', done_at: null });
      expect(cell(examA, examinee.id)).toMatchObject({ state: 'done', percent: 80 });
      expect(cell(examA, idle.id)).toMatchObject({ state: 'open' });
      expect(cell(sheetA, idle.id)).toMatchObject({ state: 'overdue' });
      const figures = Object.fromEntries(
        seen.assignments.map((a) => [a.id, [a.done, a.average_percent]]),
      );
      expect(figures).toEqual({ [lessonA]: [1, null], [examA]: [1, 80], [sheetA]: [0, null] });
      expect(seen.assignments.find((a) => a.id === lessonA)?.note).toBe('Watch it before Thursday');

      // The student sees their own results only, never classmates'.
      const todo = await send(examinee, 'GET', '/api/student/assignments');
      const items = todo.json().data as {
        id: number;
        result: { state: string; percent: number | null };
      }[];
      expect(items.map((i) => [i.id, i.result.state, i.result.percent])).toEqual([
        [sheetA, 'overdue', null],
        [lessonA, 'due_soon', null],
        [examA, 'done', 80],
      ]);
      expect(JSON.stringify(todo.json())).not.toContain('Layla');
    });

    it('shows students nothing before it opens; the teacher edits and deletes', async () => {
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const pupil = await signedIn('student');
      await join(pupil, made.code);
      const later = await assign(teacher, made.id, {
        item_kind: 'lesson',
        item_id: lessonId,
        opens_at: inHours(24),
        due_at: inHours(48),
      });
      const id = later.json().data.id as number;
      expect((await send(pupil, 'GET', '/api/student/assignments')).json().data).toEqual([]);
      expect((await view(teacher, made.id)).results[0]?.state).toBe('upcoming');
      const url = `/api/teacher/classes/${made.id}/assignments/${id}`;
      const edited = await send(teacher, 'PUT', url, {
        item_kind: 'lesson',
        item_id: lessonId,
        opens_at: inHours(-1),
        due_at: inHours(48),
        note: 'Now',
      });
      expect(edited.json()).toMatchObject({
        message: 'The assignment was saved.',
        data: { note: 'Now' },
      });
      expect((await send(pupil, 'GET', '/api/student/assignments')).json().data).toHaveLength(1);
      const otherClass = await makeClass(teacher);
      const wrongClass = `/api/teacher/classes/${otherClass.id}/assignments/${id}`;
      expect((await send(teacher, 'DELETE', wrongClass)).statusCode).toBe(404);
      expect((await send(teacher, 'DELETE', url)).json().message).toBe(
        'The assignment was deleted.',
      );
      expect((await send(pupil, 'GET', '/api/student/assignments')).json().data).toEqual([]);
    });

    it("shows a linked parent the child's To do, and no one else", async () => {
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const child = await signedIn('student');
      await join(child, made.code);
      await assign(teacher, made.id, {
        item_kind: 'lesson',
        item_id: lessonId,
        due_at: inHours(30),
      });
      const [mother, stranger] = [await signedIn('parent'), await signedIn('parent')];
      await t.app.db.insert(parentLinks).values({ parent_id: mother.id, student_id: child.id });
      const url = `/api/parent/children/${child.id}/assignments`;
      const seen = await send(mother, 'GET', url);
      expect(seen.json().data).toEqual([
        expect.objectContaining({
          class: { id: made.id, name: made.name },
          item: expect.objectContaining({ title_en: 'Fractions' }),
          result: { state: 'due_soon', done_at: null, percent: null },
        }),
      ]);
      const refused = await send(stranger, 'GET', url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('No linked child was found.');
    });
  });

  describe('the export', () => {
    const classWithResults = async () => {
      const teacher = await signedIn('teacher');
      const made = await makeClass(teacher);
      const [pupil, prankster] = [
        await signedIn('student', 'سارة'),
        await signedIn('student', '=HYPERLINK("x")'),
      ];
      await join(pupil, made.code);
      await join(prankster, made.code);
      await assign(teacher, made.id, {
        item_kind: 'computer_exam',
        item_id: examId,
        due_at: inHours(30),
      });
      await t.app.db.insert(examAttempts).values({
        exam_id: examId,
        student_id: pupil.id,
        mode: 'regular',
        minutes: 20,
        deadline_at: new Date(),
        submitted_at: new Date(),
        percent: 90,
      });
      return { teacher, made };
    };

    it('is a CSV gradebook with a BOM, names made inert, and the average', async () => {
      const { teacher, made } = await classWithResults();
      const response = await send(
        teacher,
        'GET',
        `/api/teacher/classes/${made.id}/export?format=csv`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('attachment');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = response.body;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trim().split('\n');
      expect(lines[0]).toMatch(/^Student,"?Fractions quiz \(due /);
      expect(lines).toContain('سارة Student,90');
      expect(text).toContain(`"'=HYPERLINK(""x"") Student",Due soon`);
      expect(lines.at(-1)).toBe('Average,90');
    });

    it('is an XLSX sheet, right to left in Arabic', async () => {
      const { teacher, made } = await classWithResults();
      const response = await send(
        teacher,
        'GET',
        `/api/teacher/classes/${made.id}/export?format=xlsx`,
        undefined,
        'ar',
      );
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.views[0]?.rightToLeft).toBe(true);
      expect(sheet?.getRow(1).getCell(1).value).toBe('الطالب');
      expect(String(sheet?.getRow(1).getCell(2).value)).toContain('اختبار الكسور (التسليم ');
      const values = [2, 3, 4].map((n) => sheet?.getRow(n).getCell(2).value);
      // Rows by first name: the prankster's "=" sorts before Arabic letters.
      expect(values).toEqual(['موعدها قريب', 90, 90]);
    });
  });

  it("lists the student's classes in their data export", async () => {
    const teacher = await signedIn('teacher', 'أحمد');
    const made = await makeClass(teacher);
    const pupil = await signedIn('student');
    await join(pupil, made.code);
    const response = await send(pupil, 'GET', '/api/student/data-export');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.classes).toEqual([
      {
        id: made.id,
        name: made.name,
        teacher: expect.stringMatching(/^أحمد /),
        joined_at: expect.any(String),
        archived_at: null,
      },
    ]);
  });

  it('keeps the class and its members when an editor deletes the subject', async () => {
    const teacher = await signedIn('teacher');
    const grade = await createGrade(t.app.db);
    const subject = await createSubject(t.app.db, { grade_id: grade.id });
    const response = await send(teacher, 'POST', '/api/teacher/classes', {
      name: 'Doomed subject',
      subject_id: subject.id,
    });
    const made = response.json().data as { id: number; code: string };
    const pupil = await signedIn('student');
    await join(pupil, made.code);
    await t.app.db.delete(subjects).where(eq(subjects.id, subject.id));
    const seen = await view(teacher, made.id);
    expect(seen.class.subject).toBeNull();
    expect(seen.students.map((s) => s.id)).toEqual([pupil.id]);
    expect(await t.app.db.select().from(students).where(eq(students.id, pupil.id))).toHaveLength(1);
  });
});
