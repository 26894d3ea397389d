import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  oneTimeCodes,
  resetGrants,
  sessions,
  students,
  teacherEvaluations,
} from '../../db/schema.ts';
import { deleteStoredFiles } from '../../lib/storage/delete-stored-files.ts';
import { eraseBefore } from './request-deletion.ts';

/** What an anonymised review shows instead of its writer's name (both languages read it). */
export const ANONYMOUS_REVIEWER = 'مستخدم محذوف · Deleted user';
/** Students erased per transaction, so one sweep never holds a long lock. */
const BATCH = 50;

/**
 * Erases one student whose grace period is over, in one transaction: the row goes (progress,
 * study time, attempts and answers, parent links and codes, questions cascade with it), then
 * the rows keyed by account without a foreign key (sessions, codes, reset grants), and the
 * reviews written with the student's e-mail keep their comment under an anonymous name and
 * an address that reaches nobody. The row is deleted only while its request still stands,
 * so a login that cancelled it a moment ago wins. Returns the photo to delete, if any.
 */
async function eraseStudent(db: Database, studentId: number, before: Date) {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(students)
      .where(and(eq(students.id, studentId), lte(students.deletion_requested_at, before)))
      .returning({ email: students.email, photo: students.photo });
    if (!gone) return null;
    const account = and(eq(sessions.role, 'student'), eq(sessions.user_id, studentId));
    await tx.delete(sessions).where(account);
    await tx
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.role, 'student'), eq(oneTimeCodes.user_id, studentId)));
    await tx
      .delete(resetGrants)
      .where(and(eq(resetGrants.role, 'student'), eq(resetGrants.user_id, studentId)));
    await tx
      .update(teacherEvaluations)
      .set({
        full_name: ANONYMOUS_REVIEWER,
        email: sql`'deleted-' || ${teacherEvaluations.id} || '@deleted.invalid'`,
      })
      .where(eq(sql`lower(${teacherEvaluations.email})`, gone.email.toLowerCase()));
    return gone;
  });
}

/**
 * The periodic sweep (docs/decisions.md, "Privacy"): erases every student whose deletion
 * was asked at least DELETION_GRACE_DAYS before `now`, and deletes their stored photo once
 * the rows are gone. Running it twice, or on two instances at once, erases nothing twice.
 */
export async function purgeDeletedAccounts(
  app: FastifyInstance,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const before = eraseBefore(now);
  let erased = 0;
  for (;;) {
    const due = await app.db
      .select({ id: students.id })
      .from(students)
      .where(
        and(isNotNull(students.deletion_requested_at), lte(students.deletion_requested_at, before)),
      )
      .orderBy(asc(students.id))
      .limit(BATCH);
    if (due.length === 0) return erased;
    const photos: Array<string | null> = [];
    for (const { id } of due) {
      const gone = await eraseStudent(app.db, id, before);
      if (gone) {
        erased += 1;
        photos.push(gone.photo);
      }
    }
    await deleteStoredFiles(app, photos);
  }
}
