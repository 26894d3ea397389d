import { type ProgressSummary, type StudentDataExport, usernameOf } from '@madrasa/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  activationCards,
  chatMessages,
  classes,
  classMembers,
  computerExams,
  entitlements,
  examAnswers,
  examAttempts,
  examQuestions,
  grades,
  notifications,
  parentLinks,
  parents,
  sessions,
  studentQuestions,
  students,
  studyTime,
  teacherEvaluations,
  teachers,
} from '../../db/schema.ts';
import { notFoundError } from '../../lib/app-error.ts';
import { unlocksTitle } from '../../lib/premium/course-refs.ts';
import { readEntitlements } from '../../lib/premium/entitlements.ts';
import { optionalStoragePath } from '../../lib/storage-path.ts';
import { readExportedProgress } from './read-exported-progress.ts';

/**
 * The progress module's summary (modules/progress/progress-summary.ts), handed in by the
 * module list (modules/index.ts), since a module never imports another.
 */
export type ReadProgressSummary = (
  db: Database,
  options: { studentId: number; now?: Date },
) => Promise<ProgressSummary>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function readStudent(db: Database, studentId: number) {
  const [row] = await db
    .select({
      student: students,
      grade: { id: grades.id, name_ar: grades.name_ar, name_en: grades.name_en },
    })
    .from(students)
    .leftJoin(grades, eq(grades.id, students.grade_id))
    .where(eq(students.id, studentId));
  if (!row) throw notFoundError();
  // Every column but the password hash.
  const { password_hash: _hash, grade_id: _grade, ...student } = row.student;
  return {
    ...student,
    username: usernameOf({ role: 'student', firstName: student.first_name, id: student.id }),
    grade: row.grade?.id ? row.grade : null,
    photo: optionalStoragePath(student.photo),
    verified_at: iso(student.verified_at),
    created_at: student.created_at.toISOString(),
    deletion_requested_at: iso(student.deletion_requested_at),
  };
}

/** Every attempt with its answers; a running attempt's marks stay hidden until it is submitted. */
async function readAttempts(db: Database, studentId: number) {
  const attempts = await db
    .select({
      attempt: examAttempts,
      exam_title_ar: computerExams.title_ar,
      exam_title_en: computerExams.title_en,
    })
    .from(examAttempts)
    .innerJoin(computerExams, eq(computerExams.id, examAttempts.exam_id))
    .where(eq(examAttempts.student_id, studentId))
    .orderBy(asc(examAttempts.started_at), asc(examAttempts.id));
  const answers = await db
    .select({
      attempt_id: examAnswers.attempt_id,
      position: examAnswers.position,
      question_id: examAnswers.question_id,
      stem_ar: examQuestions.stem_ar,
      stem_en: examQuestions.stem_en,
      answer: examAnswers.answer,
      correct: examAnswers.correct,
      answered_at: examAnswers.answered_at,
    })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attempt_id))
    .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.question_id))
    .where(eq(examAttempts.student_id, studentId))
    .orderBy(asc(examAnswers.attempt_id), asc(examAnswers.position));
  return attempts.map(({ attempt, exam_title_ar, exam_title_en }) => ({
    id: attempt.id,
    exam_id: attempt.exam_id,
    exam_title_ar,
    exam_title_en,
    mode: attempt.mode,
    started_at: attempt.started_at.toISOString(),
    deadline_at: attempt.deadline_at.toISOString(),
    submitted_at: iso(attempt.submitted_at),
    marks_obtained: attempt.marks_obtained,
    marks_total: attempt.marks_total,
    percent: attempt.percent,
    passed: attempt.passed,
    answers: answers
      .filter((answer) => answer.attempt_id === attempt.id)
      .map(({ attempt_id: _attempt, ...answer }) => ({
        ...answer,
        correct: attempt.submitted_at ? answer.correct : null,
        answered_at: iso(answer.answered_at),
      })),
  }));
}

/**
 * Everything the platform holds about one student (docs/decisions.md, "Privacy"): the
 * profile without the password hash, progress with item names, study time, exam attempts
 * with answers, questions sent, the parents following them (names only: the rest is the
 * parent's), the reviews written with the student's e-mail, the sessions' dates, the
 * student's bell, classes and chat messages, what they unlocked and the cards spent for them.
 */
export async function readStudentExport(
  db: Database,
  options: { studentId: number; now?: Date; readProgressSummary: ReadProgressSummary },
): Promise<StudentDataExport> {
  const { studentId, now = new Date(), readProgressSummary } = options;
  const student = await readStudent(db, studentId);
  const [
    summary,
    progress,
    days,
    attempts,
    questions,
    followers,
    reviews,
    signIns,
    bell,
    joined,
    chat,
    unlocked,
    cards,
  ] = await Promise.all([
    readProgressSummary(db, { studentId, now }),
    readExportedProgress(db, studentId),
    db
      .select({ day: studyTime.day, seconds: studyTime.seconds })
      .from(studyTime)
      .where(eq(studyTime.student_id, studentId))
      .orderBy(asc(studyTime.day)),
    readAttempts(db, studentId),
    db
      .select()
      .from(studentQuestions)
      .where(eq(studentQuestions.student_id, studentId))
      .orderBy(asc(studentQuestions.created_at), asc(studentQuestions.id)),
    db
      .select({
        first_name: parents.first_name,
        last_name: parents.last_name,
        linked_at: parentLinks.created_at,
      })
      .from(parentLinks)
      .innerJoin(parents, eq(parents.id, parentLinks.parent_id))
      .where(eq(parentLinks.student_id, studentId))
      .orderBy(asc(parentLinks.created_at)),
    db
      .select({
        review: teacherEvaluations,
        teacher_name: sql<string>`${teachers.first_name} || ' ' || ${teachers.last_name}`,
      })
      .from(teacherEvaluations)
      .innerJoin(teachers, eq(teachers.id, teacherEvaluations.teacher_id))
      .where(eq(sql`lower(${teacherEvaluations.email})`, student.email.toLowerCase()))
      .orderBy(asc(teacherEvaluations.created_at), asc(teacherEvaluations.id)),
    db
      .select({ created_at: sessions.created_at, expires_at: sessions.expires_at })
      .from(sessions)
      .where(and(eq(sessions.role, 'student'), eq(sessions.user_id, studentId)))
      .orderBy(asc(sessions.created_at)),
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        assignment_id: notifications.assignment_id,
        attempt_id: notifications.attempt_id,
        created_at: notifications.created_at,
        read_at: notifications.read_at,
        digested_at: notifications.digested_at,
      })
      .from(notifications)
      .where(eq(notifications.recipient_student_id, studentId))
      .orderBy(asc(notifications.id)),
    db
      .select({
        id: classes.id,
        name: classes.name,
        teacher: sql<string>`${teachers.first_name} || ' ' || ${teachers.last_name}`,
        joined_at: classMembers.joined_at,
        archived_at: classes.archived_at,
      })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.class_id))
      .innerJoin(teachers, eq(teachers.id, classes.teacher_id))
      .where(eq(classMembers.student_id, studentId))
      .orderBy(asc(classMembers.joined_at)),
    db
      .select({
        id: chatMessages.id,
        class_id: chatMessages.class_id,
        class_name: classes.name,
        body: chatMessages.body,
        created_at: chatMessages.created_at,
        deleted_at: chatMessages.deleted_at,
      })
      .from(chatMessages)
      .innerJoin(classes, eq(classes.id, chatMessages.class_id))
      .where(eq(chatMessages.author_student_id, studentId))
      .orderBy(asc(chatMessages.id)),
    readEntitlements(db, eq(entitlements.student_id, studentId)),
    db
      .select({
        batch_id: activationCards.batch_id,
        serial: activationCards.serial,
        activated_at: activationCards.activated_at,
        parent_id: activationCards.parent_id,
      })
      .from(activationCards)
      .where(eq(activationCards.student_id, studentId))
      .orderBy(asc(activationCards.activated_at), asc(activationCards.id)),
  ]);
  return {
    generated_at: now.toISOString(),
    student,
    progress_summary: summary,
    progress,
    study_time: days,
    exam_attempts: attempts,
    questions: questions.map((row) => ({
      id: row.id,
      question: row.question,
      answered_at: iso(row.answered_at),
      created_at: row.created_at.toISOString(),
    })),
    parents: followers.map((row) => ({ ...row, linked_at: row.linked_at.toISOString() })),
    reviews: reviews.map(({ review, teacher_name }) => ({
      id: review.id,
      teacher_id: review.teacher_id,
      teacher_name,
      full_name: review.full_name,
      email: review.email,
      comment: review.comment,
      permissions_to_publish: review.permissions_to_publish,
      created_at: review.created_at.toISOString(),
    })),
    sessions: signIns.map((row) => ({
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
    })),
    notifications: bell.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      read_at: iso(row.read_at),
      digested_at: iso(row.digested_at),
    })),
    classes: joined.map((row) => ({
      ...row,
      joined_at: row.joined_at.toISOString(),
      archived_at: iso(row.archived_at),
    })),
    chat_messages: chat.map((row) => ({
      ...row,
      body: row.deleted_at ? null : row.body,
      created_at: row.created_at.toISOString(),
      deleted_at: iso(row.deleted_at),
    })),
    entitlements: unlocked.map((entitlement) => ({
      id: entitlement.id,
      scope: entitlement.scope,
      title_ar: unlocksTitle('ar', entitlement),
      title_en: unlocksTitle('en', entitlement),
      starts_at: entitlement.starts_at,
      ends_at: entitlement.ends_at,
      source: entitlement.source,
    })),
    activation_cards: cards.map((card) => ({
      batch_id: card.batch_id,
      serial: card.serial,
      activated_at: iso(card.activated_at),
      by_parent: card.parent_id !== null,
    })),
  };
}
