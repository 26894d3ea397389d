import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentLinks, students } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import {
  createParent,
  createStudent,
  createTeacher,
  TEST_PASSWORD,
} from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';
import { isUnderEighteen } from './minor.ts';

describe('a linked parent acts for a child under 18', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let parentToken: string;
  let child: Awaited<ReturnType<typeof createStudent>>;
  let adult: Awaited<ReturnType<typeof createStudent>>;
  let stranger: Awaited<ReturnType<typeof createStudent>>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    const db = t.app.db;
    const parent = await createParent(db);
    child = await createStudent(db, { first_name: 'Omar', birthday: '2012-03-01' });
    adult = await createStudent(db, { birthday: '2000-01-01', age_group: '19-25' });
    stranger = await createStudent(db);
    await db.insert(parentLinks).values([
      { parent_id: parent.id, student_id: child.id },
      { parent_id: parent.id, student_id: adult.id },
    ]);
    parentToken = await kit.signIn('parent', parent.id);
  });
  afterAll(() => t?.close());

  const deleteChild = (id: number, password: string) =>
    kit.postJson(`/api/parent/children/${id}/account-deletion`, { password }, parentToken);

  it("downloads a linked child's export, JSON and readable", async () => {
    const json = await kit.get(`/api/parent/children/${child.id}/data-export`, parentToken);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="madrasa-stu_omar_/);
    expect(json.json().data.student).toMatchObject({ id: child.id, first_name: 'Omar' });
    const page = await kit.get(
      `/api/parent/children/${child.id}/data-export/readable`,
      parentToken,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Everything Madrasa holds about Omar');
  });

  it('refuses a child not linked (404) and an adult child (403), in the reader’s language', async () => {
    const notLinked = await kit.get(`/api/parent/children/${stranger.id}/data-export`, parentToken);
    expect(notLinked.statusCode).toBe(404);
    expect(notLinked.json().message).toBe('No linked child was found.');
    const grown = await kit.get(`/api/parent/children/${adult.id}/data-export`, parentToken);
    expect(grown.statusCode).toBe(403);
    expect(grown.json().message).toBe(
      'This student is 18 or older: only they can download or delete their data.',
    );
    expect((await deleteChild(adult.id, TEST_PASSWORD)).statusCode).toBe(403);
    expect((await deleteChild(stranger.id, TEST_PASSWORD)).statusCode).toBe(404);
  });

  it('refuses students and teachers', async () => {
    const teacher = await createTeacher(t.app.db);
    const asTeacher = await kit.get(
      `/api/parent/children/${child.id}/data-export`,
      await kit.signIn('teacher', teacher.id),
    );
    expect(asTeacher.statusCode).toBe(403);
    const asChild = await kit.get(
      `/api/parent/children/${child.id}/data-export`,
      await kit.signIn('student', child.id),
    );
    expect(asChild.statusCode).toBe(403);
  });

  it("asks to delete a child's account with the parent's password; the child's login cancels it", async () => {
    const childToken = await kit.signIn('student', child.id);
    const wrong = await deleteChild(child.id, 'not it');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password is incorrect.']);

    const asked = await deleteChild(child.id, TEST_PASSWORD);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain('7 days unless they log in');
    expect((await kit.get('/api/student/profile', childToken)).statusCode).toBe(401);
    const [row] = await t.app.db.select().from(students).where(eq(students.id, child.id));
    expect(row?.deletion_requested_at).not.toBeNull();

    const login = await kit.postJson('/api/student/login', {
      login: child.email,
      password: TEST_PASSWORD,
    });
    expect(login.json().data.deletion_cancelled).toBe(true);
    const [after] = await t.app.db.select().from(students).where(eq(students.id, child.id));
    expect(after?.deletion_requested_at).toBeNull();
  });
});

describe('isUnderEighteen', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const student = { grade_id: null, age_group: '19-25' };

  it('goes by the birthday when there is one', () => {
    expect(isUnderEighteen({ ...student, birthday: '2008-11-26' }, now)).toBe(true);
    expect(isUnderEighteen({ ...student, birthday: '2008-11-25' }, now)).toBe(false);
    expect(isUnderEighteen({ ...student, grade_id: 3, birthday: '1990-01-01' }, now)).toBe(false);
  });

  it('without one, counts a school grade or the 15-18 group as under 18', () => {
    expect(isUnderEighteen({ birthday: null, grade_id: 12, age_group: '19-25' }, now)).toBe(true);
    expect(isUnderEighteen({ birthday: null, grade_id: null, age_group: '15-18' }, now)).toBe(true);
    expect(isUnderEighteen({ birthday: null, grade_id: null, age_group: '26-35' }, now)).toBe(
      false,
    );
  });
});
