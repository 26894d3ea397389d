import { DELETION_GRACE_DAYS } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { students } from '../../db/schema.ts';
import { notFoundError } from '../../lib/app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DeletionRequest = { deletion_requested_at: string; erase_after: string };

/**
 * Starts the grace period of a student's deletion: marks the account and ends every one of
 * its sessions at once, in one transaction. Asking again keeps the first date, so the
 * erasure is never pushed back by a repeated click. The password was checked by the caller
 * (the student's own, or the parent's).
 */
export async function requestDeletion(
  db: Database,
  options: { studentId: number; now?: Date; sessions: FastifyInstance['sessions'] },
): Promise<DeletionRequest> {
  const { studentId, now = new Date() } = options;
  const requestedAt = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ requested: students.deletion_requested_at })
      .from(students)
      .where(eq(students.id, studentId))
      .for('update');
    if (!row) throw notFoundError();
    const requested = row.requested ?? now;
    if (!row.requested) {
      await tx
        .update(students)
        .set({ deletion_requested_at: requested })
        .where(eq(students.id, studentId));
    }
    await options.sessions.endAll({ role: 'student', id: studentId, db: tx });
    return requested;
  });
  return {
    deletion_requested_at: requestedAt.toISOString(),
    erase_after: new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS).toISOString(),
  };
}

/** The moment before which a request is old enough to be carried out. */
export const eraseBefore = (now: Date): Date =>
  new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS);
