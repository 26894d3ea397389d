import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalizePhones } from '../../../db/canonical-phones.ts';
import { students, teachers } from '../../../db/schema.ts';
import { createStudent, createTeacher } from '../../../test-support/factories.ts';
import { type AdminTestKit, startAdminTestKit } from '../../../test-support/kits/admin-test-kit.ts';

/**
 * Rows stored before numbers had one form: brought to E.164 at start; two accounts of a
 * role holding one number written two ways are both kept, unchanged, and listed for an admin.
 */
describe('stored phone numbers brought to their international form', () => {
  let t: AdminTestKit;
  beforeAll(async () => {
    t = await startAdminTestKit();
  });
  afterAll(() => t?.close());

  const phoneOf = async (table: typeof students | typeof teachers, id: number) =>
    (await t.app.db.select().from(table).where(eq(table.id, id)))[0]?.phone_number;

  it('updates lone numbers, keeps colliding and unreadable ones, and reports them', async () => {
    const db = t.app.db;
    const lone = await createStudent(db, { phone_number: '0795550001' });
    const spaced = await createStudent(db, { phone_number: '00962 79 555 0002' });
    const first = await createStudent(db, { phone_number: '+962795550003' });
    const second = await createStudent(db, { phone_number: '0795550003' });
    const unreadable = await createStudent(db, { phone_number: '12345' });
    // The same number in the other role is no collision: phones are unique per role.
    const teacher = await createTeacher(db, { phone_number: '0795550003' });

    const result = await canonicalizePhones(db);

    expect(await phoneOf(students, lone.id)).toBe('+962795550001');
    expect(await phoneOf(students, spaced.id)).toBe('+962795550002');
    expect(await phoneOf(teachers, teacher.id)).toBe('+962795550003');
    expect(await phoneOf(students, first.id)).toBe('+962795550003');
    expect(await phoneOf(students, second.id)).toBe('0795550003');
    expect(await phoneOf(students, unreadable.id)).toBe('12345');
    expect(result.updated).toBe(3);
    expect(result.collisions).toEqual([
      {
        role: 'student',
        phone_number: '+962795550003',
        accounts: [
          { id: first.id, phone_number: '+962795550003', email: first.email },
          { id: second.id, phone_number: '0795550003', email: second.email },
        ],
      },
    ]);
    expect(result.unreadable).toEqual([
      { role: 'student', id: unreadable.id, phone_number: '12345', email: unreadable.email },
    ]);

    // Run again (every start does): nothing more changes.
    expect((await canonicalizePhones(db)).updated).toBe(0);

    const listed = await t.call({ method: 'GET', url: '/api/admin/phone-conflicts' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ status: 'success', data: result.collisions });
  });

  it('is for admins only', async () => {
    const url = '/api/admin/phone-conflicts';
    expect((await t.call({ method: 'GET', url, token: null })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url, token: t.tokens.student })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url, token: t.tokens.teacher })).statusCode).toBe(403);
  });
});
