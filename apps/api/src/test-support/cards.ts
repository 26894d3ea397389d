import type { CardBatch, CardScope, Semester } from '@madrasa/contracts';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { admins, premiumCourses } from '../db/schema.ts';
import { cardCode } from '../lib/premium/card-codes.ts';
import { createBatch } from '../modules/cards/batch-store.ts';

let sequence = 0;

/** Test support only: a premium course of a subject and semester, or of a teacher. */
export async function makePremiumCourse(
  db: Database,
  target: { subjectId: number; semester?: Semester } | { teacherId: number },
): Promise<number> {
  const values =
    'teacherId' in target
      ? { teacher_id: target.teacherId }
      : { subject_id: target.subjectId, semester: target.semester ?? 'first' };
  const [row] = await db.insert(premiumCourses).values(values).returning({ id: premiumCourses.id });
  if (!row) throw new Error('premium course not made');
  return row.id;
}

/** Test support only: an admin to act as (a session opens for it), with no password to sign in with. */
export async function makeAdminRow(db: Database): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(admins)
    .values({
      email: `cards-admin-${process.pid}-${sequence}@example.com`,
      name: 'Cards Admin',
      password_hash: 'not a hash',
    })
    .returning({ id: admins.id });
  if (!row) throw new Error('admin not made');
  return row.id;
}

/** A date `days` from today (Amman), as a batch's last day of activation. */
export const daysFromToday = (days: number, now = new Date()) =>
  new Date(now.getTime() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Test support only: a batch of cards made as the admin console makes it, with the real codes
 * of its cards (index 0 is serial 1), derived from the app's secret.
 */
export async function makeCardBatch(
  app: App,
  options: {
    scope?: CardScope;
    courseId?: number;
    gradeId?: number;
    days?: number;
    count?: number;
    validUntil?: string;
    distributor?: string;
    priceFils?: number;
    adminId?: number;
  } = {},
): Promise<{ batch: CardBatch; codes: string[] }> {
  const scope = options.scope ?? (options.courseId ? 'course' : options.gradeId ? 'grade' : 'all');
  const batch = await createBatch(app.db, {
    input: {
      scope,
      course_id: options.courseId,
      grade_id: options.gradeId,
      days: options.days ?? 30,
      count: options.count ?? 3,
      distributor: options.distributor ?? 'Test bookshop',
      price_fils: options.priceFils ?? 5000,
      valid_until: options.validUntil ?? daysFromToday(30),
    },
    keys: app.premiumKeys,
    actor: { role: 'admin', id: options.adminId ?? (await makeAdminRow(app.db)) },
    now: new Date(),
  });
  const codes = Array.from({ length: batch.cards }, (_, i) =>
    cardCode(app.premiumKeys.codes, batch.id, i + 1),
  );
  return { batch, codes };
}
