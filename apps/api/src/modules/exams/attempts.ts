import type {
  Answer,
  Attempt,
  AttemptQuestion,
  AttemptReview,
  AttemptSummary,
  ExamMode,
  PastAttempt,
  QuestionFeedback,
} from '@madrasa/contracts';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  computerExamItems,
  computerExams,
  examAnswers,
  examAttempts,
  examQuestions,
} from '../../db/schema.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import { assertMayOpen, type PremiumIndex } from '../../lib/premium/access.ts';
import { storagePath } from '../../lib/storage-path.ts';
import { drawQuestions } from './draw.ts';
import { examAsPremiumItem, examNotFound, findPublishedExam } from './exam-catalogue.ts';
import { answerFits, feedbackOf, isCorrect, summarize } from './grading.ts';

/**
 * Attempts: started with the exam's questions copied in order (one answer row each),
 * answered one question at a time, closed by the student or by the deadline. The server's
 * clock owns the deadline: a save after it is refused, and an attempt past it is closed
 * and graded the moment anything reads it, so its summary never waits for anyone.
 */

const conflict = (key: 'exams.already_submitted' | 'exams.time_up' | 'exams.answer_locked') =>
  new AppError(409, 'conflict', key);

type Owner = { attemptId: number; studentId: number };
/** Reading an attempt's exam (its premium mark) needs the premium index. */
type Reader = Owner & { premium: PremiumIndex };

/** The exam, once the student may open it: a premium exam needs an entitlement. */
async function openableExam(
  db: Database,
  { examId, studentId, premium }: { examId: number; studentId: number; premium: PremiumIndex },
) {
  const exam = await findPublishedExam(db, { id: examId, premium });
  await assertMayOpen(db, {
    premium,
    account: { role: 'student', id: studentId },
    item: examAsPremiumItem(exam),
  });
  return exam;
}

export async function startAttempt(
  db: Database,
  options: {
    examId: number;
    studentId: number;
    mode: ExamMode;
    minutes?: number;
    premium: PremiumIndex;
  },
): Promise<{ attempt: Attempt; resumed: boolean }> {
  const exam = await openableExam(db, options);
  const minutes = chosenMinutes(exam, options.minutes);
  const started = await db.transaction(async (tx) => {
    // One start at a time per student and exam, so the attempt limit holds under double clicks.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${options.studentId}, ${exam.id})`);
    const [open] = await tx
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(
        and(
          eq(examAttempts.exam_id, exam.id),
          eq(examAttempts.student_id, options.studentId),
          isNull(examAttempts.submitted_at),
          sql`${examAttempts.deadline_at} > now()`,
        ),
      )
      .limit(1);
    if (open) return { id: open.id, resumed: true };
    if (exam.attempts_allowed !== null) {
      const [used] = await tx
        .select({ n: count() })
        .from(examAttempts)
        .where(
          and(eq(examAttempts.exam_id, exam.id), eq(examAttempts.student_id, options.studentId)),
        );
      if ((used?.n ?? 0) >= exam.attempts_allowed) {
        throw new AppError(409, 'conflict', 'exams.attempts_used', {
          count: exam.attempts_allowed,
        });
      }
    }
    const [attempt] = await tx
      .insert(examAttempts)
      .values({
        exam_id: exam.id,
        student_id: options.studentId,
        mode: options.mode,
        minutes,
        deadline_at: sql`now() + make_interval(mins => ${minutes})`,
      })
      .returning({ id: examAttempts.id });
    if (!attempt) throw new Error('attempt not created');
    const questionIds = await questionsOf(tx, exam.id);
    // A draw whose bank has been emptied since it was published has nothing to ask.
    if (questionIds.length === 0) throw examNotFound();
    await tx.insert(examAnswers).values(
      questionIds.map((questionId, index) => ({
        attempt_id: attempt.id,
        position: index + 1,
        question_id: questionId,
      })),
    );
    return { id: attempt.id, resumed: false };
  });
  const attempt = await getAttempt(db, {
    attemptId: started.id,
    studentId: options.studentId,
    premium: options.premium,
  });
  return { attempt, resumed: started.resumed };
}

/** A new attempt's questions: the exam's fixed list, or its own draw from the bank. */
async function questionsOf(tx: Pick<Database, 'select'>, examId: number): Promise<number[]> {
  const [exam] = await tx
    .select({
      subjectId: computerExams.subject_id,
      semester: computerExams.semester,
      teacherId: computerExams.teacher_id,
      draw: computerExams.draw,
    })
    .from(computerExams)
    .where(eq(computerExams.id, examId));
  if (exam?.draw) return drawQuestions(tx, exam, exam.draw);
  const items = await tx
    .select({ question_id: computerExamItems.question_id })
    .from(computerExamItems)
    .where(eq(computerExamItems.exam_id, examId))
    .orderBy(asc(computerExamItems.position));
  return items.map((item) => item.question_id);
}

function chosenMinutes(
  exam: { duration_minutes: number; min_minutes: number | null; max_minutes: number | null },
  minutes: number | undefined,
): number {
  if (exam.min_minutes === null || exam.max_minutes === null || minutes === undefined) {
    return exam.duration_minutes;
  }
  if (minutes < exam.min_minutes || minutes > exam.max_minutes) {
    const params = { min: exam.min_minutes, max: exam.max_minutes };
    throw new AppError(422, 'validation_failed', 'exams.minutes_invalid', params, {
      minutes: ['exams.minutes_invalid'],
    });
  }
  return minutes;
}

/** The attempt row, the student's own only; an overdue open attempt is closed first. */
async function ownAttempt(db: Database, { attemptId, studentId }: Owner) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.student_id, studentId)));
  if (!row) throw notFoundError();
  if (row.submitted_at === null && row.deadline_at.getTime() <= Date.now()) {
    await closeAttempt(db, row.id);
    return (await db.select().from(examAttempts).where(eq(examAttempts.id, row.id)))[0] ?? row;
  }
  return row;
}

/** The attempt's questions with their bank rows, in order. */
async function attemptQuestions(db: Database, attemptId: number) {
  return db
    .select({
      position: examAnswers.position,
      answer: examAnswers.answer,
      correct: examAnswers.correct,
      question: examQuestions,
    })
    .from(examAnswers)
    .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.question_id))
    .where(eq(examAnswers.attempt_id, attemptId))
    .orderBy(asc(examAnswers.position));
}

type AttemptRow = Awaited<ReturnType<typeof attemptQuestions>>[number];

const shownQuestion = (row: AttemptRow): AttemptQuestion => ({
  position: row.position,
  kind: row.question.kind,
  stem: { ar: row.question.stem_ar, en: row.question.stem_en },
  options: row.question.options,
  image_path: row.question.image_path ? storagePath(row.question.image_path) : null,
  marks: row.question.marks,
});

const feedbackFor = (row: AttemptRow): QuestionFeedback =>
  feedbackOf(row.question, row.correct === true);

export async function getAttempt(db: Database, reader: Reader): Promise<Attempt> {
  const attempt = await ownAttempt(db, reader);
  const exam = await openableExam(db, { ...reader, examId: attempt.exam_id });
  const rows = await attemptQuestions(db, attempt.id);
  // Regular mode tells nothing before the end; interactive tells each answered question.
  const tells = attempt.mode === 'interactive';
  return {
    id: attempt.id,
    exam,
    mode: attempt.mode,
    status: attempt.submitted_at ? 'submitted' : 'open',
    started_at: attempt.started_at.toISOString(),
    deadline_at: attempt.deadline_at.toISOString(),
    server_now: new Date().toISOString(),
    questions: rows.map(shownQuestion),
    answers: rows.map((row) => ({
      position: row.position,
      answer: row.answer,
      feedback: tells && row.answer ? feedbackFor(row) : null,
    })),
  };
}

export async function saveAnswer(
  db: Database,
  owner: Owner & { position: number; answer: Answer },
): Promise<{ position: number; feedback: QuestionFeedback | null }> {
  // The most frequent call of a sitting: the attempt, the answer row and its question in one
  // read (the student's own only), then one conditional write.
  const [row] = await db
    .select({
      submitted_at: examAttempts.submitted_at,
      deadline_at: examAttempts.deadline_at,
      mode: examAttempts.mode,
      answer: examAnswers.answer,
      question: examQuestions,
    })
    .from(examAttempts)
    .innerJoin(
      examAnswers,
      and(eq(examAnswers.attempt_id, examAttempts.id), eq(examAnswers.position, owner.position)),
    )
    .innerJoin(examQuestions, eq(examQuestions.id, examAnswers.question_id))
    .where(and(eq(examAttempts.id, owner.attemptId), eq(examAttempts.student_id, owner.studentId)));
  if (!row) throw notFoundError();
  if (row.submitted_at) {
    throw conflict(
      row.submitted_at >= row.deadline_at ? 'exams.time_up' : 'exams.already_submitted',
    );
  }
  if (row.deadline_at.getTime() <= Date.now()) {
    await closeAttempt(db, owner.attemptId);
    throw conflict('exams.time_up');
  }
  if (!answerFits(row.question, owner.answer)) {
    throw new AppError(422, 'validation_failed', 'exams.answer_invalid');
  }
  const interactive = row.mode === 'interactive';
  if (interactive && row.answer) throw conflict('exams.answer_locked');
  const correct = isCorrect(row.question, owner.answer);
  // Checked again in the write itself: the deadline may pass between the read and here.
  const saved = await db
    .update(examAnswers)
    .set({ answer: owner.answer, correct, answered_at: sql`now()` })
    .where(
      and(
        eq(examAnswers.attempt_id, owner.attemptId),
        eq(examAnswers.position, owner.position),
        interactive ? isNull(examAnswers.answer) : undefined,
        sql`EXISTS (SELECT 1 FROM ${examAttempts} WHERE ${examAttempts.id} = ${owner.attemptId} AND ${examAttempts.submitted_at} IS NULL AND ${examAttempts.deadline_at} > now())`,
      ),
    )
    .returning({ position: examAnswers.position });
  if (saved.length === 0) {
    await ownAttempt(db, owner); // closes it if the deadline was what refused the write
    throw conflict(interactive ? 'exams.answer_locked' : 'exams.time_up');
  }
  return {
    position: owner.position,
    feedback: interactive ? feedbackOf(row.question, correct) : null,
  };
}

/** The deadline job's work: closes the attempt if its time is up (a job may run early or twice). */
export async function closeIfOverdue(db: Database, attemptId: number): Promise<void> {
  const [overdue] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.id, attemptId),
        isNull(examAttempts.submitted_at),
        sql`${examAttempts.deadline_at} <= now()`,
      ),
    );
  if (overdue) await closeAttempt(db, attemptId);
}

/**
 * Grades and closes an open attempt; a no-op for one already closed (the student's Finish
 * and the deadline may race). Submitted at the deadline when closed after it.
 */
export async function closeAttempt(db: Database, attemptId: number): Promise<void> {
  const rows = await attemptQuestions(db, attemptId);
  const marked = rows.map((row) => ({
    marks: row.question.marks,
    answered: row.answer !== null,
    correct: row.correct === true,
  }));
  const [attempt] = await db
    .select({ exam_id: examAttempts.exam_id })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId));
  if (!attempt) return;
  const [exam] = await db
    .select({ passing_percent: computerExams.passing_percent })
    .from(computerExams)
    .where(eq(computerExams.id, attempt.exam_id));
  const summary = summarize(
    marked,
    { duration_minutes: 0, passing_percent: exam?.passing_percent ?? 50 },
    0,
  );
  await db
    .update(examAttempts)
    .set({
      submitted_at: sql`least(now(), ${examAttempts.deadline_at})`,
      marks_obtained: summary.marks_obtained,
      marks_total: summary.marks_total,
      correct: summary.correct,
      incorrect: summary.incorrect,
      unanswered: summary.unanswered,
      percent: summary.percent,
      passed: summary.passed,
    })
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submitted_at)));
}

export async function finishAttempt(db: Database, reader: Reader): Promise<AttemptReview> {
  const attempt = await ownAttempt(db, reader);
  if (!attempt.submitted_at) await closeAttempt(db, attempt.id);
  return reviewAttempt(db, reader);
}

/** A submitted attempt's review stays the student's own, access or not. */
export async function reviewAttempt(db: Database, reader: Reader): Promise<AttemptReview> {
  const attempt = await ownAttempt(db, reader);
  if (!attempt.submitted_at) throw new AppError(409, 'conflict', 'exams.not_submitted');
  const [exam, rows] = await Promise.all([
    findPublishedExam(db, { id: attempt.exam_id, premium: reader.premium }),
    attemptQuestions(db, attempt.id),
  ]);
  const summary: AttemptSummary = summarize(
    rows.map((row) => ({
      marks: row.question.marks,
      answered: row.answer !== null,
      correct: row.correct === true,
    })),
    exam,
    (attempt.submitted_at.getTime() - attempt.started_at.getTime()) / 1000,
  );
  return {
    id: attempt.id,
    exam,
    mode: attempt.mode,
    submitted_at: attempt.submitted_at.toISOString(),
    summary: { ...summary, duration_minutes: attempt.minutes },
    questions: rows.map((row) => ({
      ...shownQuestion(row),
      answer: row.answer,
      feedback: feedbackFor(row),
    })),
  };
}

/** The profile's list: every attempt, newest first (an overdue one shows as closed). */
export async function listPastAttempts(db: Database, studentId: number): Promise<PastAttempt[]> {
  const overdue = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.student_id, studentId),
        isNull(examAttempts.submitted_at),
        sql`${examAttempts.deadline_at} <= now()`,
      ),
    );
  for (const { id } of overdue) await closeAttempt(db, id);
  const rows = await db
    .select({
      id: examAttempts.id,
      exam_id: examAttempts.exam_id,
      title_ar: computerExams.title_ar,
      title_en: computerExams.title_en,
      mode: examAttempts.mode,
      submitted_at: examAttempts.submitted_at,
      started_at: examAttempts.started_at,
      percent: examAttempts.percent,
      passed: examAttempts.passed,
    })
    .from(examAttempts)
    .innerJoin(computerExams, eq(computerExams.id, examAttempts.exam_id))
    .where(eq(examAttempts.student_id, studentId))
    .orderBy(desc(examAttempts.started_at), desc(examAttempts.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    exam_id: row.exam_id,
    title: { ar: row.title_ar, en: row.title_en },
    mode: row.mode,
    status: row.submitted_at ? 'submitted' : 'open',
    started_at: row.started_at.toISOString(),
    percent: row.percent,
    passed: row.passed,
  }));
}
