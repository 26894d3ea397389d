import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  grades,
  students,
  teacherFiles,
  teacherPaperExams,
  teachers,
  teacherVideoLessons,
} from '../../db/schema.ts';
import {
  type AuthorizationKit,
  startAuthorizationKit,
} from '../../test-support/security/authorization-kit.ts';
import type { OwnUploads } from '../../test-support/security/sample-paths.ts';

/** The routes that take a caller's own account from the token, never from the request. */
describe("owner-scoped routes act on the caller's own data only", () => {
  let kit: AuthorizationKit;
  beforeAll(async () => {
    kit = await startAuthorizationKit();
  });
  afterAll(() => kit?.close());

  type Caller = 'student' | 'other student' | 'teacher' | 'other teacher';
  const as =
    (caller: Caller) => async (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
      kit.request({ method, url, body, caller, token: await kit.tokenOf(caller) });
  const aGrade = async () =>
    (await kit.app.db.select({ id: grades.id }).from(grades).limit(1))[0]?.id;
  const lastName = async (table: typeof students | typeof teachers, id: number) =>
    (await kit.app.db.select({ name: table.last_name }).from(table).where(eq(table.id, id)))[0]
      ?.name;

  it.each([
    ['student', 'other student', students],
    ['teacher', 'other teacher', teachers],
  ] as const)('a %s reads and edits only their own profile', async (role, other, table) => {
    for (const caller of [role, other]) {
      const profile = await as(caller)('GET', `/api/${role}/profile`);
      expect(profile.json().data[role].id).toBe(kit.accounts[caller].id);
    }
    const [mine] = await kit.app.db
      .select()
      .from(table)
      .where(eq(table.id, kit.accounts[other].id));
    if (!mine) throw new Error('no account');
    const update = await as(other)('POST', `/api/${role}/update-personal-info`, {
      first_name: mine.first_name,
      last_name: 'Renamed',
      email: mine.email,
      phone_number: mine.phone_number,
      ...(role === 'teacher' ? { teaching_level: 'Middle School' } : { grade: await aGrade() }),
    });
    expect(update.statusCode).toBe(200);
    expect(await lastName(table, kit.accounts[other].id)).toBe('Renamed');
    expect(await lastName(table, kit.accounts[role].id)).not.toBe('Renamed');
  });

  it("lists only the caller's own uploads", async () => {
    const others = await kit.uploadAll('other teacher');
    const ids = (body: { data: Record<string, { id: number }[]> }) => ({
      file: body.data.files?.map((row) => row.id),
      video: body.data.videos?.map((row) => row.id),
      exam: body.data.exams?.map((row) => row.id),
    });
    const listed = (own: OwnUploads) => ({
      file: [own.file],
      video: [own.video],
      exam: [own.exam],
    });
    const mine = await as('teacher')('GET', '/api/teacher/uploads');
    expect(ids(mine.json())).toEqual(listed(kit.own));
    const theirs = await as('other teacher')('GET', '/api/teacher/uploads');
    expect(ids(theirs.json())).toEqual(listed(others));
  });

  it.each([
    ['/api/teacher-uploads', 'file', teacherFiles],
    ['/api/teacher-video-uploads', 'video', teacherVideoLessons],
    ['/api/teacher-exam-uploads', 'exam', teacherPaperExams],
  ] as const)(
    "keeps a teacher's upload from another teacher: DELETE %s/{id}",
    async (url, kind, table) => {
      const id = kit.own[kind];
      const stillThere = async () =>
        (await kit.app.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length ===
        1;

      const refused = await as('other teacher')('DELETE', `${url}/${id}`);
      expect([403, 404]).toContain(refused.statusCode);
      expect(refused.json()).toMatchObject({ status: 'error', message: expect.any(String) });
      expect(await stillThere()).toBe(true);

      const deleted = await as('teacher')('DELETE', `${url}/${id}`);
      expect(deleted.statusCode).toBe(200);
      expect(await stillThere()).toBe(false);
    },
  );
});
