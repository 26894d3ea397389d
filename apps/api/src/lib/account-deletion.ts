import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { students } from '../db/schema.ts';

/**
 * A student (or their parent) asked to delete the account; logging in during the grace
 * period takes it back (docs/decisions.md, "Privacy"). Returns whether a request was
 * pending, so the login reply can say it was cancelled. Shared by the login (modules/auth)
 * and the deletion itself (modules/privacy).
 */
export async function cancelDeletionRequest(db: Database, studentId: number): Promise<boolean> {
  const cancelled = await db
    .update(students)
    .set({ deletion_requested_at: null })
    .where(and(eq(students.id, studentId), isNotNull(students.deletion_requested_at)))
    .returning({ id: students.id });
  return cancelled.length > 0;
}
