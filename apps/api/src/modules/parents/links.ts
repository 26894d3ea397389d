import { LINK_CODE, type LinkedPerson } from '@madrasa/contracts';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { parentLinkCodes, parentLinks, parents, students } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { linkCodeHash } from './link-codes.ts';

export const invalidCode = () =>
  new AppError(
    422,
    'validation_failed',
    'parents.code_invalid',
    {},
    {
      code: ['parents.code_invalid'],
    },
  );
export const childNotFound = () => new AppError(404, 'not_found', 'parents.child_not_found');

const person = (row: { id: number; first_name: string; last_name: string; linked_at: Date }) => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  linked_at: row.linked_at.toISOString(),
});

const childColumns = {
  id: students.id,
  first_name: students.first_name,
  last_name: students.last_name,
  linked_at: parentLinks.created_at,
};

/** The parent's child with this id, or null when they are not linked. */
export async function findLinkedChild(
  db: Database,
  { parentId, studentId }: { parentId: number; studentId: number },
): Promise<LinkedPerson | null> {
  const [row] = await db
    .select(childColumns)
    .from(parentLinks)
    .innerJoin(students, eq(students.id, parentLinks.student_id))
    .where(and(eq(parentLinks.parent_id, parentId), eq(parentLinks.student_id, studentId)));
  return row ? person(row) : null;
}

/**
 * Links a parent to the child whose live code this is, spending the code. A wrong, expired
 * or used code is one 422; a child already followed by LINK_CODE.maxParents others is a 409;
 * a parent already linked to the child is told so and the code stays unspent. The code is
 * spent by a conditional update, so two parents racing for one code link one of them.
 */
export async function linkChild(
  db: Database,
  { parentId, code, now = new Date() }: { parentId: number; code: string; now?: Date },
): Promise<{ child: LinkedPerson; already: boolean }> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: parentLinkCodes.id, studentId: parentLinkCodes.student_id })
      .from(parentLinkCodes)
      .where(
        and(
          eq(parentLinkCodes.code_hash, linkCodeHash(code)),
          isNull(parentLinkCodes.used_at),
          gt(parentLinkCodes.expires_at, now),
        ),
      );
    if (!live) throw invalidCode();
    const known = await findLinkedChild(tx, { parentId, studentId: live.studentId });
    if (known) return { child: known, already: true };

    const [followers] = await tx
      .select({ n: count() })
      .from(parentLinks)
      .where(eq(parentLinks.student_id, live.studentId));
    if (Number(followers?.n ?? 0) >= LINK_CODE.maxParents) {
      throw new AppError(409, 'conflict', 'parents.child_limit');
    }
    const [spent] = await tx
      .update(parentLinkCodes)
      .set({ used_at: now })
      .where(and(eq(parentLinkCodes.id, live.id), isNull(parentLinkCodes.used_at)))
      .returning({ id: parentLinkCodes.id });
    if (!spent) throw invalidCode();
    await tx.insert(parentLinks).values({ parent_id: parentId, student_id: live.studentId });
    const child = await findLinkedChild(tx, { parentId, studentId: live.studentId });
    if (!child) throw new Error('link not stored');
    return { child, already: false };
  });
}

/** The parent's children, the most recently linked first. */
export async function listChildren(db: Database, parentId: number): Promise<LinkedPerson[]> {
  const rows = await db
    .select(childColumns)
    .from(parentLinks)
    .innerJoin(students, eq(students.id, parentLinks.student_id))
    .where(eq(parentLinks.parent_id, parentId))
    .orderBy(desc(parentLinks.created_at), desc(students.id));
  return rows.map(person);
}

/** The parents following a student, the most recently linked first: names only. */
export async function listFollowers(db: Database, studentId: number): Promise<LinkedPerson[]> {
  const rows = await db
    .select({
      id: parents.id,
      first_name: parents.first_name,
      last_name: parents.last_name,
      linked_at: parentLinks.created_at,
    })
    .from(parentLinks)
    .innerJoin(parents, eq(parents.id, parentLinks.parent_id))
    .where(eq(parentLinks.student_id, studentId))
    .orderBy(desc(parentLinks.created_at), desc(parents.id));
  return rows.map(person);
}

/** Ends one link; false when there was none. Either side may end it. */
export async function unlink(
  db: Database,
  { parentId, studentId }: { parentId: number; studentId: number },
): Promise<boolean> {
  const removed = await db
    .delete(parentLinks)
    .where(and(eq(parentLinks.parent_id, parentId), eq(parentLinks.student_id, studentId)))
    .returning({ id: parentLinks.parent_id });
  return removed.length > 0;
}
