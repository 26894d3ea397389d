import { asc } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  activationCards,
  blogs,
  cardBatches,
  computerExams,
  contactMessages,
  examAttempts,
  examQuestions,
  exams,
  grades,
  lessons,
  premiumCourses,
  studentQuestions,
  subjects,
  subjectUnits,
  summaries,
  teacherEvaluations,
  teacherFiles,
  teacherGuides,
  unitLessons,
  worksheets,
} from '../../db/schema.ts';

/** The ids of the uploads `teacher` made, which the owner-only routes are tried on. */
export type OwnUploads = { file: number; video: number; exam: number };
/** The linked parent and child the link routes are tried on. */
export type Linked = { parent: number; child: number };
/** `teacher`'s class, with `student` in it and an assignment. */
export type OwnClass = {
  class: number;
  student: number;
  assignment: number;
  /** A chat message of `student` in the class's room, reported by `teacher`. */
  message: number;
  report: number;
};

/**
 * Fills a documented path's parameters with ids of real rows, so that an allowed call
 * reaches its handler rather than a 404. The id is picked by the path segment before the
 * parameter; a path naming a resource not known here throws, to be added.
 */
export async function samplePaths(
  db: Database,
  teacherId: number,
  own: OwnUploads,
  linked: Linked,
  ownClass: OwnClass,
) {
  const first = async (table: PgTable & { id: AnyPgColumn }) => {
    const [row] = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
    if (!row) throw new Error(`no ${String(table)} row to call routes with`);
    return row.id as number;
  };
  const ids: Record<string, number> = {
    grades: await first(grades),
    subjects: await first(subjects),
    'subject-units': await first(subjectUnits),
    'unit-lessons': await first(unitLessons),
    lessons: await first(lessons),
    worksheets: await first(worksheets),
    exams: await first(exams),
    summaries: await first(summaries),
    'teacher-guides': await first(teacherGuides),
    blogs: await first(blogs),
    reviews: await first(teacherEvaluations),
    inbox: await first(contactMessages),
    'student-questions': await first(studentQuestions),
    teachers: teacherId,
    // The admin's `/teacher-uploads/{kind}/{id}`: a demo teacher's file, seeded before ours.
    files: await first(teacherFiles),
    'teacher-uploads': own.file,
    'teacher-video-uploads': own.video,
    'teacher-exam-uploads': own.exam,
    'computer-exams': await first(computerExams),
    'exam-questions': await first(examQuestions),
    // No attempt exists before a test starts one: any id reaches the handler (404 if unknown).
    'exam-attempts':
      (await db.select({ id: examAttempts.id }).from(examAttempts).limit(1))[0]?.id ?? 1,
    answers: 1,
    children: linked.child,
    parents: linked.parent,
    classes: ownClass.class,
    students: ownClass.student,
    assignments: ownClass.assignment,
    messages: ownClass.message,
    mutes: ownClass.student,
    'chat-reports': ownClass.report,
    // The batch of cards the kit made, and its first card.
    batches: await first(cardBatches),
    cards: await first(activationCards),
    // The demo's premium course.
    courses: await first(premiumCourses),
  };
  return (template: string) =>
    template
      .replace('{kind}', 'files')
      .replace(/([\w-]+)\/\{(\w+)\}/g, (_match, segment: string, param: string) => {
        const id = param === 'teacherId' ? teacherId : ids[segment];
        if (id === undefined) throw new Error(`no sample id for ${segment}/{${param}}`);
        return `${segment}/${id}`;
      });
}
