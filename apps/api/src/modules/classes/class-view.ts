import {
  type AssignmentResult,
  assignmentState,
  type ClassView,
  type TodoItem,
} from '@madrasa/contracts';
import type { Database } from '../../db/client.ts';
import { type ResultRow, readResults } from './assignment-results.ts';
import { listClassAssignments, listStudentAssignments } from './assignment-store.ts';
import { listClassStudents, readTeacherClass } from './class-store.ts';

const resultOf = (
  assignment: { opens_at: string; due_at: string },
  row: ResultRow | undefined,
  now: number,
): AssignmentResult => {
  const doneAt = row?.done_at?.toISOString() ?? null;
  return {
    state: assignmentState(assignment, doneAt, now),
    done_at: doneAt,
    percent: row?.percent ?? null,
  };
};

const average = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;

/** The teacher's whole view of a class: students, assignments with their figures, every result. */
export async function readClassView(
  db: Database,
  { teacherId, classId, now = new Date() }: { teacherId: number; classId: number; now?: Date },
): Promise<ClassView> {
  const found = await readTeacherClass(db, teacherId, classId);
  const [students, assignments, rows] = await Promise.all([
    listClassStudents(db, classId),
    listClassAssignments(db, classId),
    readResults(db, { classIds: [classId], includeArchived: true }),
  ]);
  const byKey = new Map(rows.map((row) => [`${row.assignment_id}:${row.student_id}`, row]));
  const results = assignments.flatMap((assignment) =>
    students.map((student) => ({
      assignment_id: assignment.id,
      student_id: student.id,
      ...resultOf(assignment, byKey.get(`${assignment.id}:${student.id}`), now.getTime()),
    })),
  );
  return {
    class: found,
    students,
    assignments: assignments.map((assignment) => {
      const own = results.filter((result) => result.assignment_id === assignment.id);
      return {
        ...assignment,
        done: own.filter((result) => result.state === 'done').length,
        average_percent: average(
          own.flatMap((result) => (result.percent === null ? [] : [result.percent])),
        ),
      };
    }),
    results,
  };
}

/** A student's To do (also a linked parent's view of it): opened work with its result. */
export async function readTodo(
  db: Database,
  { studentId, now = new Date() }: { studentId: number; now?: Date },
): Promise<TodoItem[]> {
  const [assignments, rows] = await Promise.all([
    listStudentAssignments(db, studentId, now),
    readResults(db, { studentIds: [studentId] }),
  ]);
  const byAssignment = new Map(rows.map((row) => [row.assignment_id, row]));
  return assignments.map((assignment) => ({
    ...assignment,
    result: resultOf(assignment, byAssignment.get(assignment.id), now.getTime()),
  }));
}
