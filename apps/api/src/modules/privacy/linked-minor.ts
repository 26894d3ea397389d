import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { parentLinks, students } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUnderEighteen } from './minor.ts';

/**
 * The student a parent acts for: linked to this parent (else 404, the same whether the
 * student exists or not, as the parent's other child routes answer) and under 18 (else 403:
 * an adult's data is theirs alone).
 */
export async function assertLinkedMinor(
  db: Database,
  { parentId, studentId, now = new Date() }: { parentId: number; studentId: number; now?: Date },
): Promise<void> {
  const [child] = await db
    .select({
      birthday: students.birthday,
      grade_id: students.grade_id,
      age_group: students.age_group,
    })
    .from(parentLinks)
    .innerJoin(students, eq(students.id, parentLinks.student_id))
    .where(and(eq(parentLinks.parent_id, parentId), eq(parentLinks.student_id, studentId)));
  if (!child) throw new AppError(404, 'not_found', 'parents.child_not_found');
  if (!isUnderEighteen(child, now)) throw new AppError(403, 'forbidden', 'privacy.child_adult');
}
