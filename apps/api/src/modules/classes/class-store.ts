import {
  CLASS_LIMITS,
  type CreateClassInput,
  type MemberClass,
  type TeacherClass,
  type UpdateClassInput,
} from '@madrasa/contracts';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  assignments,
  classes,
  classMembers,
  grades,
  students,
  subjects,
  teachers,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { withFreshCode } from './class-codes.ts';

export const classNotFound = () => new AppError(404, 'not_found', 'classes.class_not_found');
export const classArchived = () => new AppError(409, 'conflict', 'classes.class_archived');
export const codeInvalid = () =>
  new AppError(
    422,
    'validation_failed',
    'classes.code_invalid',
    {},
    {
      code: ['classes.code_invalid'],
    },
  );

export type ClassRow = typeof classes.$inferSelect;

const subjectColumns = {
  subject_id: subjects.id,
  subject_ar: subjects.name_ar,
  subject_en: subjects.name_en,
  grade_id: grades.id,
  grade_ar: grades.name_ar,
  grade_en: grades.name_en,
};
type SubjectColumns = {
  subject_id: number | null;
  subject_ar: string | null;
  subject_en: string | null;
  grade_id: number | null;
  grade_ar: string | null;
  grade_en: string | null;
};

const subjectOf = (row: SubjectColumns) =>
  row.subject_id === null || row.grade_id === null
    ? null
    : {
        id: row.subject_id,
        name_ar: row.subject_ar ?? '',
        name_en: row.subject_en ?? '',
        grade_id: row.grade_id,
        grade_ar: row.grade_ar ?? '',
        grade_en: row.grade_en ?? '',
      };

const iso = (time: Date | null) => (time ? time.toISOString() : null);

/** The teacher's classes with their counts: `only` one of them, or all, newest first. */
export async function listTeacherClasses(
  db: Database,
  teacherId: number,
  only?: number,
): Promise<TeacherClass[]> {
  const memberCounts = db
    .select({ class_id: classMembers.class_id, n: count().as('students_n') })
    .from(classMembers)
    .groupBy(classMembers.class_id)
    .as('students_n');
  const work = db
    .select({ class_id: assignments.class_id, n: count().as('assignments_n') })
    .from(assignments)
    .groupBy(assignments.class_id)
    .as('assignments_n');
  const rows = await db
    .select({
      class: classes,
      ...subjectColumns,
      students: sql<number>`coalesce(${memberCounts.n}, 0)`,
      assignments: sql<number>`coalesce(${work.n}, 0)`,
    })
    .from(classes)
    .leftJoin(subjects, eq(subjects.id, classes.subject_id))
    .leftJoin(grades, eq(grades.id, subjects.grade_id))
    .leftJoin(memberCounts, eq(memberCounts.class_id, classes.id))
    .leftJoin(work, eq(work.class_id, classes.id))
    .where(
      and(eq(classes.teacher_id, teacherId), only === undefined ? undefined : eq(classes.id, only)),
    )
    .orderBy(desc(classes.created_at), desc(classes.id));
  return rows.map((row) => ({
    id: row.class.id,
    name: row.class.name,
    section: row.class.section,
    subject: subjectOf(row),
    code: row.class.code,
    students: Number(row.students),
    assignments: Number(row.assignments),
    archived_at: iso(row.class.archived_at),
    created_at: row.class.created_at.toISOString(),
  }));
}

/** One class of the teacher as the list shows it; 404 when it is not theirs (or not there). */
export async function readTeacherClass(db: Database, teacherId: number, classId: number) {
  const [found] = await listTeacherClasses(db, teacherId, classId);
  if (!found) throw classNotFound();
  return found;
}

/** The teacher's class row; 404 when it is another teacher's, as if it were not there. */
export async function findOwnClass(
  db: Database,
  { teacherId, classId }: { teacherId: number; classId: number },
): Promise<ClassRow> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacher_id, teacherId)));
  if (!row) throw classNotFound();
  return row;
}

/** The teacher's class, refused while archived (a class is read-only until reopened). */
export async function findOpenOwnClass(
  db: Database,
  ids: { teacherId: number; classId: number },
): Promise<ClassRow> {
  const row = await findOwnClass(db, ids);
  if (row.archived_at) throw classArchived();
  return row;
}

/** Open classes of a teacher, counted under a lock of the teacher's row (two tabs racing). */
async function assertClassRoom(db: Database, teacherId: number) {
  await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.id, teacherId))
    .for('update');
  const [open] = await db
    .select({ n: count() })
    .from(classes)
    .where(and(eq(classes.teacher_id, teacherId), isNull(classes.archived_at)));
  if (Number(open?.n ?? 0) >= CLASS_LIMITS.classes) {
    throw new AppError(409, 'conflict', 'classes.class_limit');
  }
}

async function assertSubject(db: Database, subjectId: number) {
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  if (!subject) {
    throw new AppError(
      422,
      'validation_failed',
      'classes.subject_not_found',
      {},
      {
        subject_id: ['classes.subject_not_found'],
      },
    );
  }
}

export async function createClass(
  db: Database,
  teacherId: number,
  input: CreateClassInput & { name: string },
): Promise<TeacherClass> {
  await assertSubject(db, Number(input.subject_id));
  const id = await withFreshCode((code) =>
    db.transaction(async (tx) => {
      await assertClassRoom(tx, teacherId);
      const [row] = await tx
        .insert(classes)
        .values({
          teacher_id: teacherId,
          name: input.name,
          subject_id: Number(input.subject_id),
          section: input.section ?? '',
          code,
        })
        .returning({ id: classes.id });
      if (!row) throw new Error('class not stored');
      return row.id;
    }),
  );
  return readTeacherClass(db, teacherId, id);
}

/** Renames, re-sections, archives or reopens (reopening counts against the limit). */
export async function updateClass(
  db: Database,
  { teacherId, classId }: { teacherId: number; classId: number },
  input: UpdateClassInput,
): Promise<TeacherClass> {
  await db.transaction(async (tx) => {
    const row = await findOwnClass(tx, { teacherId, classId });
    const reopening = input.archived === false && row.archived_at !== null;
    if (
      row.archived_at &&
      !reopening &&
      (input.name !== undefined || input.section !== undefined)
    ) {
      throw classArchived();
    }
    if (reopening) await assertClassRoom(tx, teacherId);
    const archivedAt =
      input.archived === undefined
        ? row.archived_at
        : input.archived
          ? (row.archived_at ?? new Date())
          : null;
    await tx
      .update(classes)
      .set({
        name: input.name ?? row.name,
        section: input.section ?? row.section,
        archived_at: archivedAt,
      })
      .where(eq(classes.id, classId));
  });
  return readTeacherClass(db, teacherId, classId);
}

/** A new join code; the old one stops working at once. */
export async function regenerateCode(
  db: Database,
  ids: { teacherId: number; classId: number },
): Promise<TeacherClass> {
  await findOpenOwnClass(db, ids);
  await withFreshCode((code) =>
    db.update(classes).set({ code }).where(eq(classes.id, ids.classId)),
  );
  return readTeacherClass(db, ids.teacherId, ids.classId);
}

/** The class's students by name (the teacher's view only: they chose to join). */
export async function listClassStudents(db: Database, classId: number) {
  const rows = await db
    .select({
      id: students.id,
      first_name: students.first_name,
      last_name: students.last_name,
      joined_at: classMembers.joined_at,
    })
    .from(classMembers)
    .innerJoin(students, eq(students.id, classMembers.student_id))
    .where(eq(classMembers.class_id, classId))
    .orderBy(asc(students.first_name), asc(students.last_name), asc(students.id));
  return rows.map((row) => ({ ...row, joined_at: row.joined_at.toISOString() }));
}

/** Removes a member (the teacher) or leaves (the student); false when not a member. */
export async function removeMember(
  db: Database,
  { classId, studentId }: { classId: number; studentId: number },
): Promise<boolean> {
  const removed = await db
    .delete(classMembers)
    .where(and(eq(classMembers.class_id, classId), eq(classMembers.student_id, studentId)))
    .returning({ id: classMembers.student_id });
  return removed.length > 0;
}

const memberColumns = {
  id: classes.id,
  name: classes.name,
  section: classes.section,
  ...subjectColumns,
  teacher_id: teachers.id,
  teacher_first: teachers.first_name,
  teacher_last: teachers.last_name,
  joined_at: classMembers.joined_at,
};

/** The open classes a student is in, most recently joined first: no code, no classmates. */
export async function listMemberClasses(
  db: Database,
  studentId: number,
  only?: number,
): Promise<MemberClass[]> {
  const rows = await db
    .select(memberColumns)
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.class_id))
    .innerJoin(teachers, eq(teachers.id, classes.teacher_id))
    .leftJoin(subjects, eq(subjects.id, classes.subject_id))
    .leftJoin(grades, eq(grades.id, subjects.grade_id))
    .where(
      and(
        eq(classMembers.student_id, studentId),
        isNull(classes.archived_at),
        only === undefined ? undefined : eq(classes.id, only),
      ),
    )
    .orderBy(desc(classMembers.joined_at), desc(classes.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    section: row.section,
    subject: subjectOf(row),
    teacher: { id: row.teacher_id, first_name: row.teacher_first, last_name: row.teacher_last },
    joined_at: row.joined_at.toISOString(),
  }));
}

/**
 * Joins the open class with this code. The class row is locked while its members are
 * counted, so two students racing for the last seat get one seat between them. Joining
 * again is not an error: the student is told they are in already.
 */
export async function joinClass(
  db: Database,
  { studentId, code }: { studentId: number; code: string },
): Promise<{ joined: MemberClass; already: boolean }> {
  const { classId, already } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.code, code), isNull(classes.archived_at)))
      .for('update');
    if (!found) throw codeInvalid();
    const [member] = await tx
      .select({ id: classMembers.student_id })
      .from(classMembers)
      .where(and(eq(classMembers.class_id, found.id), eq(classMembers.student_id, studentId)));
    if (member) return { classId: found.id, already: true };
    const [seats] = await tx
      .select({ n: count() })
      .from(classMembers)
      .where(eq(classMembers.class_id, found.id));
    if (Number(seats?.n ?? 0) >= CLASS_LIMITS.students) {
      throw new AppError(409, 'conflict', 'classes.class_full');
    }
    await tx.insert(classMembers).values({ class_id: found.id, student_id: studentId });
    return { classId: found.id, already: false };
  });
  const [joined] = await listMemberClasses(db, studentId, classId);
  if (!joined) throw new Error('membership not stored');
  return { joined, already };
}
