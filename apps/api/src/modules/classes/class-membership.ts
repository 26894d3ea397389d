import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { classes, classMembers } from '../../db/schema.ts';

/** A class an account is in, as its teacher or as a student. */
export type Membership = {
  role: 'student' | 'teacher';
  id: number;
  class_id: number;
  archived: boolean;
};

/**
 * The one rule of who is in a class: its teacher, and the students with a membership row
 * (made only by entering the class's code). For many accounts at once (a chat instance
 * refreshing its open sockets); `classId` narrows it to one class. Archived classes count:
 * what reads them decides whether they are read-only.
 */
export async function readMemberships(
  db: Database,
  { students, teachers, classId }: { students: number[]; teachers: number[]; classId?: number },
): Promise<Membership[]> {
  const inClass = (column: typeof classes.id): SQL | undefined =>
    classId === undefined ? undefined : eq(column, classId);
  const [taught, joined] = await Promise.all([
    teachers.length === 0
      ? []
      : db
          .select({
            id: classes.teacher_id,
            class_id: classes.id,
            archived_at: classes.archived_at,
          })
          .from(classes)
          .where(and(inArray(classes.teacher_id, teachers), inClass(classes.id))),
    students.length === 0
      ? []
      : db
          .select({
            id: classMembers.student_id,
            class_id: classes.id,
            archived_at: classes.archived_at,
          })
          .from(classMembers)
          .innerJoin(classes, eq(classes.id, classMembers.class_id))
          .where(and(inArray(classMembers.student_id, students), inClass(classes.id))),
  ]);
  const of =
    (role: Membership['role']) =>
    (row: { id: number; class_id: number; archived_at: Date | null }): Membership => ({
      role,
      id: row.id,
      class_id: row.class_id,
      archived: row.archived_at !== null,
    });
  return [...taught.map(of('teacher')), ...joined.map(of('student'))];
}
