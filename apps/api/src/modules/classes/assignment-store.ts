import type { AssignedItem, Assignment, AssignmentFieldsInput } from '@madrasa/contracts';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assignments, classes, classMembers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAssignable, itemKey, readItems } from './assignable-items.ts';

export const assignmentNotFound = () =>
  new AppError(404, 'not_found', 'classes.assignment_not_found');

type AssignmentRow = typeof assignments.$inferSelect;

const assignmentOf = (row: AssignmentRow, item: AssignedItem): Assignment => ({
  id: row.id,
  class_id: row.class_id,
  item,
  opens_at: row.opens_at.toISOString(),
  due_at: row.due_at.toISOString(),
  note: row.note,
  window_only: row.window_only,
  created_at: row.created_at.toISOString(),
});

/** Rows with their items, the earliest due first; an assignment whose item is gone is left out. */
async function withItems(db: Database, rows: AssignmentRow[]): Promise<Assignment[]> {
  const items = await readItems(db, rows);
  return rows.flatMap((row) => {
    const item = items.get(itemKey(row.item_kind, row.item_id));
    return item ? [assignmentOf(row, item)] : [];
  });
}

/** The checked values of a new or edited assignment. */
async function valuesOf(
  db: Database,
  teacherId: number,
  input: AssignmentFieldsInput,
  now: Date,
  editing: AssignmentRow | null,
) {
  const item = await findAssignable(db, {
    teacherId,
    kind: input.item_kind,
    id: Number(input.item_id),
  });
  if (!item) {
    throw new AppError(
      422,
      'validation_failed',
      'classes.item_not_found',
      {},
      {
        item_id: ['classes.item_not_found'],
      },
    );
  }
  const opensAt = input.opens_at ? new Date(input.opens_at) : (editing?.opens_at ?? now);
  const dueAt = new Date(input.due_at);
  // A due date already past is a typo when giving work; an edit may keep one.
  const dueMoved = !editing || editing.due_at.getTime() !== dueAt.getTime();
  if (dueMoved && dueAt <= now) {
    throw new AppError(
      422,
      'validation_failed',
      'classes.due_in_past',
      {},
      {
        due_at: ['classes.due_in_past'],
      },
    );
  }
  if (dueAt <= opensAt) {
    throw new AppError(
      422,
      'validation_failed',
      'classes.due_before_open',
      {},
      {
        due_at: ['classes.due_before_open'],
      },
    );
  }
  return {
    item,
    values: {
      item_kind: input.item_kind,
      item_id: item.id,
      opens_at: opensAt,
      due_at: dueAt,
      note: input.note ?? '',
      window_only: item.kind === 'computer_exam' && (input.window_only ?? false),
    },
  };
}

export async function createAssignment(
  db: Database,
  { teacherId, classId, now = new Date() }: { teacherId: number; classId: number; now?: Date },
  input: AssignmentFieldsInput,
): Promise<Assignment> {
  const { item, values } = await valuesOf(db, teacherId, input, now, null);
  const [row] = await db
    .insert(assignments)
    .values({ ...values, class_id: classId })
    .returning();
  if (!row) throw new Error('assignment not stored');
  return assignmentOf(row, item);
}

async function findAssignment(db: Database, classId: number, assignmentId: number) {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.class_id, classId)));
  if (!row) throw assignmentNotFound();
  return row;
}

export async function updateAssignment(
  db: Database,
  {
    teacherId,
    classId,
    assignmentId,
    now = new Date(),
  }: { teacherId: number; classId: number; assignmentId: number; now?: Date },
  input: AssignmentFieldsInput,
): Promise<Assignment> {
  const row = await findAssignment(db, classId, assignmentId);
  const { item, values } = await valuesOf(db, teacherId, input, now, row);
  const [updated] = await db
    .update(assignments)
    .set(values)
    .where(eq(assignments.id, row.id))
    .returning();
  if (!updated) throw assignmentNotFound();
  return assignmentOf(updated, item);
}

export async function deleteAssignment(db: Database, classId: number, assignmentId: number) {
  const removed = await db
    .delete(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.class_id, classId)))
    .returning({ id: assignments.id });
  if (!removed.length) throw assignmentNotFound();
}

/** A class's assignments, the earliest due first. */
export async function listClassAssignments(db: Database, classId: number) {
  const rows = await db
    .select()
    .from(assignments)
    .where(eq(assignments.class_id, classId))
    .orderBy(asc(assignments.due_at), asc(assignments.id));
  return withItems(db, rows);
}

/**
 * The opened assignments of a student's open classes, the earliest due first, with the
 * class's name: what "To do" lists for the student and for a linked parent.
 */
export async function listStudentAssignments(db: Database, studentId: number, now: Date) {
  const rows = await db
    .select({ assignment: assignments, class_name: classes.name })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.class_id))
    .innerJoin(assignments, eq(assignments.class_id, classes.id))
    .where(
      and(
        eq(classMembers.student_id, studentId),
        isNull(classes.archived_at),
        lte(assignments.opens_at, now),
      ),
    )
    .orderBy(asc(assignments.due_at), asc(assignments.id));
  const listed = await withItems(
    db,
    rows.map((row) => row.assignment),
  );
  const names = new Map(rows.map((row) => [row.assignment.id, row.class_name]));
  return listed.map((assignment) => ({
    ...assignment,
    class: { id: assignment.class_id, name: names.get(assignment.id) ?? '' },
  }));
}
