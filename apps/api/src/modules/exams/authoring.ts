import {
  type BankQuestion,
  type DrawRule,
  type ExamDraft,
  type ExamStats,
  type QuestionDraft,
  type Semester,
  TRUE_FALSE_OPTIONS,
} from '@madrasa/contracts';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  computerExamItems,
  computerExams,
  examAnswers,
  examAttempts,
  examQuestions,
  subjects,
  teachers,
} from '../../db/schema.ts';
import { AppError, notFoundError } from '../../lib/app-error.ts';
import { submittedAttemptTotals } from '../../lib/exam-totals.ts';
import { storagePath } from '../../lib/storage-path.ts';
import { type DrawSource, drawPoolSize, drawTotal } from './draw.ts';

/**
 * The editors' side of exams: the question bank of a subject and semester, and exams as a
 * fixed list of its questions. Graded answers live in the questions themselves, so a
 * question already answered in an attempt is kept as it was (no deletion); the console
 * takes it out of exams instead.
 */

/** Who writes: an editor (every question and exam) or a teacher (their own only). */
export type Author = { role: 'admin' } | { role: 'teacher'; teacherId: number };

const ownedBy = (
  author: Author,
  column: typeof examQuestions.teacher_id | typeof computerExams.teacher_id,
) => (author.role === 'teacher' ? eq(column, author.teacherId) : undefined);

const authorId = (author: Author) => (author.role === 'teacher' ? author.teacherId : null);

const toBankQuestion = (row: typeof examQuestions.$inferSelect): BankQuestion => ({
  id: row.id,
  subject_id: row.subject_id,
  semester: row.semester,
  unit_id: row.unit_id,
  difficulty: row.difficulty,
  kind: row.kind,
  stem: { ar: row.stem_ar, en: row.stem_en },
  options: row.options,
  correct_options: row.correct_options,
  numeric_answer: row.numeric_answer,
  numeric_tolerance: row.numeric_tolerance,
  explanation: { ar: row.explanation_ar, en: row.explanation_en },
  marks: row.marks,
  image_path: row.image_path ? storagePath(row.image_path) : null,
});

export async function assertSubject(db: Database, subjectId: number, semester: Semester) {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.semester, semester)));
  if (!row) throw new AppError(422, 'validation_failed', 'admin.subject_missing');
}

export const questionValues = (draft: QuestionDraft) => ({
  subject_id: draft.subject_id,
  semester: draft.semester,
  unit_id: draft.unit_id ?? null,
  difficulty: draft.difficulty,
  kind: draft.kind,
  stem_ar: draft.stem.ar,
  stem_en: draft.stem.en,
  options:
    draft.kind === 'numeric'
      ? []
      : draft.kind === 'true_false'
        ? TRUE_FALSE_OPTIONS.map((option) => ({ ...option }))
        : draft.options,
  correct_options: draft.kind === 'numeric' ? [] : draft.correct_options,
  numeric_answer: draft.kind === 'numeric' ? (draft.numeric_answer ?? null) : null,
  numeric_tolerance: draft.kind === 'numeric' ? draft.numeric_tolerance : 0,
  explanation_ar: draft.explanation.ar,
  explanation_en: draft.explanation.en,
  marks: draft.marks,
});

export async function listBank(
  db: Database,
  { subjectId, semester, author }: { subjectId: number; semester: Semester; author: Author },
): Promise<BankQuestion[]> {
  const rows = await db
    .select()
    .from(examQuestions)
    .where(
      and(
        eq(examQuestions.subject_id, subjectId),
        eq(examQuestions.semester, semester),
        ownedBy(author, examQuestions.teacher_id),
      ),
    )
    .orderBy(asc(examQuestions.id));
  return rows.map(toBankQuestion);
}

export async function createQuestion(
  db: Database,
  draft: QuestionDraft,
  author: Author,
): Promise<BankQuestion> {
  await assertSubject(db, draft.subject_id, draft.semester);
  const [row] = await db
    .insert(examQuestions)
    .values({ ...questionValues(draft), teacher_id: authorId(author) })
    .returning();
  if (!row) throw new Error('question not created');
  return toBankQuestion(row);
}

/** The author's own question (any, for an editor), or 404. */
async function ownQuestion(db: Database, id: number, author: Author) {
  const [mine] = await db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.id, id), ownedBy(author, examQuestions.teacher_id)));
  if (!mine) throw notFoundError();
  return mine;
}

const isAnswered = async (db: Database, id: number) =>
  (
    await db
      .select({ id: examAnswers.attempt_id })
      .from(examAnswers)
      .where(eq(examAnswers.question_id, id))
      .limit(1)
  ).length > 0;

const isInExam = async (db: Database, id: number) =>
  (
    await db
      .select({ id: computerExamItems.exam_id })
      .from(computerExamItems)
      .where(eq(computerExamItems.question_id, id))
      .limit(1)
  ).length > 0;

/**
 * Rewrites a question nobody has answered yet: an answered one stays as its students saw
 * it (their review shows it), so the author writes a new one instead. A question in an
 * exam keeps its subject and semester.
 */
export async function updateQuestion(
  db: Database,
  { id, draft, author }: { id: number; draft: QuestionDraft; author: Author },
): Promise<BankQuestion> {
  const current = await ownQuestion(db, id, author);
  if (await isAnswered(db, id)) throw new AppError(409, 'conflict', 'exams.question_answered');
  const moved = current.subject_id !== draft.subject_id || current.semester !== draft.semester;
  if (moved && (await isInExam(db, id))) {
    throw new AppError(409, 'conflict', 'exams.question_in_use');
  }
  await assertSubject(db, draft.subject_id, draft.semester);
  const [row] = await db
    .update(examQuestions)
    .set(questionValues(draft))
    .where(eq(examQuestions.id, id))
    .returning();
  if (!row) throw notFoundError();
  return toBankQuestion(row);
}

/**
 * Sets (or, with null, removes) a question's picture; returns the storage key it replaced,
 * for the caller to delete once the change is saved.
 */
export async function setQuestionImage(
  db: Database,
  { id, key, author }: { id: number; key: string | null; author: Author },
): Promise<{ question: BankQuestion; replaced: string | null }> {
  const current = await ownQuestion(db, id, author);
  if (await isAnswered(db, id)) throw new AppError(409, 'conflict', 'exams.question_answered');
  const [row] = await db
    .update(examQuestions)
    .set({ image_path: key })
    .where(eq(examQuestions.id, id))
    .returning();
  if (!row) throw notFoundError();
  return { question: toBankQuestion(row), replaced: current.image_path };
}

/**
 * Deletes a question no attempt has answered yet; one in an exam must be taken out first.
 * Returns the storage key of its picture, for the caller to delete.
 */
export async function deleteQuestion(
  db: Database,
  id: number,
  author: Author,
): Promise<string | null> {
  const question = await ownQuestion(db, id, author);
  if ((await isInExam(db, id)) || (await isAnswered(db, id))) {
    throw new AppError(409, 'conflict', 'exams.question_in_use');
  }
  const deleted = await db.delete(examQuestions).where(eq(examQuestions.id, id)).returning();
  if (deleted.length === 0) throw notFoundError();
  return question.image_path;
}

type SavedExam = Awaited<ReturnType<typeof readExam>>;

async function readExam(db: Database, id: number) {
  const [exam] = await db
    .select()
    .from(computerExams)
    .leftJoin(teachers, eq(teachers.id, computerExams.teacher_id))
    .where(eq(computerExams.id, id))
    .then((rows) =>
      rows.map((row) => ({
        ...row.computer_exams,
        teacher: row.teachers
          ? { id: row.teachers.id, name: `${row.teachers.first_name} ${row.teachers.last_name}` }
          : null,
      })),
    );
  if (!exam) throw notFoundError();
  const items = await db
    .select({ question_id: computerExamItems.question_id })
    .from(computerExamItems)
    .where(eq(computerExamItems.exam_id, id))
    .orderBy(asc(computerExamItems.position));
  return {
    id: exam.id,
    subject_id: exam.subject_id,
    semester: exam.semester,
    title: { ar: exam.title_ar, en: exam.title_en },
    question_count: drawTotal(exam.draw) ?? items.length,
    duration_minutes: exam.duration_minutes,
    min_minutes: exam.min_minutes,
    max_minutes: exam.max_minutes,
    passing_percent: exam.passing_percent,
    attempts_allowed: exam.attempts_allowed,
    teacher: exam.teacher,
    published: exam.published,
    question_ids: items.map((item) => item.question_id),
    draw: exam.draw,
  };
}

/** Creates or replaces an exam and its question list, in one transaction. */
export async function saveExam(
  db: Database,
  { draft, author, id }: { draft: ExamDraft; author: Author; id?: number },
): Promise<SavedExam> {
  await assertSubject(db, draft.subject_id, draft.semester);
  const teacherId =
    id === undefined ? authorId(author) : (await ownExam(db, id, author)).teacher_id;
  if (draft.draw) {
    await assertDrawable(db, draft.draw, {
      subjectId: draft.subject_id,
      semester: draft.semester,
      teacherId,
    });
  }
  if (draft.question_ids.length > 0) {
    const found = await db
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .where(
        and(
          inArray(examQuestions.id, draft.question_ids),
          eq(examQuestions.subject_id, draft.subject_id),
          eq(examQuestions.semester, draft.semester),
          ownedBy(author, examQuestions.teacher_id),
        ),
      );
    if (found.length !== draft.question_ids.length) {
      throw new AppError(
        422,
        'validation_failed',
        'exams.questions_invalid',
        {},
        {
          question_ids: ['exams.questions_invalid'],
        },
      );
    }
  }
  const values = {
    subject_id: draft.subject_id,
    semester: draft.semester,
    title_ar: draft.title.ar,
    title_en: draft.title.en,
    duration_minutes: draft.duration_minutes,
    min_minutes: draft.min_minutes,
    max_minutes: draft.max_minutes,
    passing_percent: draft.passing_percent,
    attempts_allowed: draft.attempts_allowed,
    published: draft.published,
    draw: draft.draw,
  };
  const examId = await db.transaction(async (tx) => {
    const [row] = id
      ? await tx.update(computerExams).set(values).where(eq(computerExams.id, id)).returning()
      : await tx
          .insert(computerExams)
          .values({ ...values, teacher_id: authorId(author) })
          .returning();
    if (!row) throw notFoundError();
    // Attempts already started keep their own copy of the list (their answer rows).
    await tx.delete(computerExamItems).where(eq(computerExamItems.exam_id, row.id));
    if (draft.question_ids.length > 0) {
      await tx.insert(computerExamItems).values(
        draft.question_ids.map((questionId, index) => ({
          exam_id: row.id,
          question_id: questionId,
          position: index + 1,
        })),
      );
    }
    return row.id;
  });
  return readExam(db, examId);
}

async function ownExam(db: Database, id: number, author: Author) {
  const [mine] = await db
    .select({ id: computerExams.id, teacher_id: computerExams.teacher_id })
    .from(computerExams)
    .where(and(eq(computerExams.id, id), ownedBy(author, computerExams.teacher_id)));
  if (!mine) throw notFoundError();
  return mine;
}

/** Every rule of a draw, and the draw as a whole, must find enough questions in the bank. */
async function assertDrawable(db: Database, rules: DrawRule[], source: DrawSource) {
  const short = (available: number, wanted: number) =>
    new AppError(
      422,
      'validation_failed',
      'exams.draw_short',
      { available, wanted },
      { draw: ['exams.draw_short'] },
    );
  for (const rule of rules) {
    const available = await drawPoolSize(db, source, rule);
    if (available < rule.count) throw short(available, rule.count);
  }
  const wanted = drawTotal(rules) ?? 0;
  const all = await drawPoolSize(db, source, { unit_id: null, difficulty: null, count: 1 });
  if (all < wanted) throw short(all, wanted);
}

/** The author's exams of a subject and semester, published or not. */
export async function listAuthoredExams(
  db: Database,
  { subjectId, semester, author }: { subjectId: number; semester: Semester; author: Author },
): Promise<SavedExam[]> {
  const rows = await db
    .select({ id: computerExams.id })
    .from(computerExams)
    .where(
      and(
        eq(computerExams.subject_id, subjectId),
        eq(computerExams.semester, semester),
        ownedBy(author, computerExams.teacher_id),
      ),
    )
    .orderBy(asc(computerExams.id));
  return Promise.all(rows.map((row) => readExam(db, row.id)));
}

/** Deletes an exam nobody has taken; one with attempts keeps its students' results (unpublish it). */
export async function deleteExam(db: Database, id: number, author: Author): Promise<void> {
  await ownExam(db, id, author);
  const [taken] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(eq(examAttempts.exam_id, id))
    .limit(1);
  if (taken) throw new AppError(409, 'conflict', 'exams.exam_in_use');
  const deleted = await db
    .delete(computerExams)
    .where(eq(computerExams.id, id))
    .returning({ id: computerExams.id });
  if (deleted.length === 0) throw notFoundError();
}

/**
 * How an exam went, over its submitted attempts: how many, the average score and pass
 * rate, and per question the share answered right and the wrong answer given most often.
 * Numbers only: no student is named.
 */
export async function examStats(db: Database, id: number, author: Author): Promise<ExamStats> {
  await ownExam(db, id, author);
  const submitted = and(eq(examAttempts.exam_id, id), isNotNull(examAttempts.submitted_at));
  const [totals] = await db.select(submittedAttemptTotals).from(examAttempts).where(submitted);
  const perQuestion = await db
    .select({
      question_id: examAnswers.question_id,
      answered: sql<number>`count(${examAnswers.answer})::int`,
      correct: sql<number>`count(*) FILTER (WHERE ${examAnswers.correct})::int`,
    })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attempt_id))
    .where(submitted)
    .groupBy(examAnswers.question_id);
  const wrong = await db
    .select({
      question_id: examAnswers.question_id,
      answer: examAnswers.answer,
      count: sql<number>`count(*)::int`,
    })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attempt_id))
    .where(and(submitted, eq(examAnswers.correct, false), isNotNull(examAnswers.answer)))
    .groupBy(examAnswers.question_id, examAnswers.answer)
    .orderBy(desc(sql`count(*)`));
  const items = await db
    .select({ question_id: computerExamItems.question_id })
    .from(computerExamItems)
    .where(eq(computerExamItems.exam_id, id))
    .orderBy(asc(computerExamItems.position));
  // A draw has no fixed list: its questions are those its attempts drew.
  const asked =
    items.length > 0
      ? items.map((item) => item.question_id)
      : perQuestion.map((row) => row.question_id).sort((a, b) => a - b);
  const counts = new Map(perQuestion.map((row) => [row.question_id, row]));
  return {
    attempts: Number(totals?.attempts ?? 0),
    average_percent: totals?.average ?? null,
    pass_rate: totals?.passRate ?? null,
    questions: asked.map((question_id) => {
      const row = counts.get(question_id);
      const top = wrong.find((candidate) => candidate.question_id === question_id);
      return {
        question_id,
        answered: row?.answered ?? 0,
        correct_share: row && row.answered > 0 ? row.correct / row.answered : null,
        most_chosen_wrong: top?.answer ? { answer: top.answer, count: top.count } : null,
      };
    }),
  };
}
