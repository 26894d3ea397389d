import { z } from 'zod';
import { premiumMark } from './answers/premium.ts';
import { toLatinDigits } from './digits.ts';
import { SEMESTERS } from './enums.ts';
import { successEnvelope } from './envelope.ts';

/**
 * Computer-based exams (docs/decisions.md §8): published exams per subject and semester or
 * per teacher, attempts taken question by question, graded only on the server. Nothing a
 * student receives before answering a question tells its right answer.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'true_false', 'numeric'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** Interactive: each answer is marked at once, with its explanation. Regular: marks at the end. */
export const EXAM_MODES = ['interactive', 'regular'] as const;
export type ExamMode = (typeof EXAM_MODES)[number];

const bilingual = z.object({ ar: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof bilingual>;

/** An exam as the lists show it (GET /api/exams, GET /api/teachers/{id}/exams). */
export const examSummarySchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  semester: z.enum(SEMESTERS),
  /** The subject's grade, so exams of the same title in two grades can be told apart. */
  grade: z.object({ id: z.number().int(), name: bilingual }),
  title: bilingual,
  question_count: z.number().int(),
  duration_minutes: z.number().int(),
  /** Bounds within which the student may set the time; null: the duration is fixed. */
  min_minutes: z.number().int().nullable(),
  max_minutes: z.number().int().nullable(),
  passing_percent: z.number().int(),
  /** null: as many attempts as the student likes. */
  attempts_allowed: z.number().int().nullable(),
  teacher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  premium: premiumMark,
});
export type ExamSummary = z.infer<typeof examSummarySchema>;

export const examListQuery = z.object({
  subject_id: z.coerce.number().int().positive(),
  semester: z.enum(SEMESTERS),
});
export const examListReply = successEnvelope(z.array(examSummarySchema));
export const examReply = successEnvelope(examSummarySchema);

/** The signed-in student's results per exam (GET /api/student/exam-results). */
export const examResultSchema = z.object({
  exam_id: z.number().int(),
  attempts: z.number().int(),
  best_percent: z.number().int().nullable(),
  passed: z.boolean(),
  /** An attempt still running, to resume. */
  open_attempt_id: z.number().int().nullable(),
});
export type ExamResult = z.infer<typeof examResultSchema>;
export const examResultsReply = successEnvelope(z.array(examResultSchema));

/** POST /api/exams/{id}/attempts. `minutes` within the exam's bounds, when it has any. */
export const startAttemptSchema = z.object({
  mode: z.enum(EXAM_MODES, { error: 'exams.mode_required' }),
  minutes: z
    .union([z.number(), z.string()])
    .transform((value) => Number(toLatinDigits(String(value))))
    .pipe(z.number({ error: 'exams.number_invalid' }).int('exams.number_invalid'))
    .optional(),
});
export type StartAttemptInput = z.input<typeof startAttemptSchema>;

/** A question as the student sees it while answering: no answer, no explanation. */
export const attemptQuestionSchema = z.object({
  position: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  stem: bilingual,
  /** Empty for numeric questions; true/false questions have the two statements. */
  options: z.array(bilingual),
  image_path: z.string().nullable(),
  marks: z.number().int(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

/** What a student gave: chosen option indexes, or a number. */
export const answerSchema = z.union([
  z.object({ options: z.array(z.number().int().min(0).max(20)).min(1).max(20) }),
  z.object({
    value: z
      .union([z.number(), z.string()])
      .transform((value) => Number(toLatinDigits(String(value)).replace(/[٫,]/, '.')))
      .pipe(z.number({ error: 'exams.number_invalid' }).finite('exams.number_invalid')),
  }),
]);
export type Answer = z.output<typeof answerSchema>;
export type AnswerInput = z.input<typeof answerSchema>;

/** An answer as stored and sent back (already read). */
const givenAnswerSchema = z.union([
  z.object({ options: z.array(z.number().int()) }),
  z.object({ value: z.number() }),
]);

/** The right answer and why, shown once the question is answered (interactive) or in review. */
export const questionFeedbackSchema = z.object({
  correct: z.boolean(),
  right_answer: z.union([
    z.object({ options: z.array(z.number().int()) }),
    z.object({ value: z.number(), tolerance: z.number() }),
  ]),
  explanation: bilingual,
});
export type QuestionFeedback = z.infer<typeof questionFeedbackSchema>;

export const ATTEMPT_STATUSES = ['open', 'submitted'] as const;

/** GET /api/exam-attempts/{id}: an attempt in progress (or just closed). */
export const attemptSchema = z.object({
  id: z.number().int(),
  exam: examSummarySchema,
  mode: z.enum(EXAM_MODES),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  deadline_at: z.string(),
  /** The server's clock when answering, so the countdown does not trust the device's. */
  server_now: z.string(),
  questions: z.array(attemptQuestionSchema),
  answers: z.array(
    z.object({
      position: z.number().int(),
      answer: givenAnswerSchema.nullable(),
      /** Interactive mode only, once answered. */
      feedback: questionFeedbackSchema.nullable(),
    }),
  ),
});
export type Attempt = z.infer<typeof attemptSchema>;
export const attemptReply = successEnvelope(attemptSchema);

export const saveAnswerSchema = z.object({ answer: answerSchema });
export const saveAnswerReply = successEnvelope(
  z.object({ position: z.number().int(), feedback: questionFeedbackSchema.nullable() }),
);

/** Every figure of the summary screen. */
export const attemptSummarySchema = z.object({
  question_count: z.number().int(),
  duration_minutes: z.number().int(),
  passing_percent: z.number().int(),
  time_taken_seconds: z.number().int(),
  marks_obtained: z.number(),
  marks_total: z.number(),
  marks_missed: z.number(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  unanswered: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** GET /api/exam-attempts/{id}/review: every question with its answer, the right one and why. */
export const attemptReviewSchema = z.object({
  id: z.number().int(),
  exam: examSummarySchema,
  mode: z.enum(EXAM_MODES),
  submitted_at: z.string(),
  summary: attemptSummarySchema,
  questions: z.array(
    attemptQuestionSchema.extend({
      answer: givenAnswerSchema.nullable(),
      feedback: questionFeedbackSchema,
    }),
  ),
});
export type AttemptReview = z.infer<typeof attemptReviewSchema>;
export const attemptReviewReply = successEnvelope(attemptReviewSchema);

/** GET /api/student/exam-attempts: the profile's list of past attempts. */
export const pastAttemptSchema = z.object({
  id: z.number().int(),
  exam_id: z.number().int(),
  title: bilingual,
  mode: z.enum(EXAM_MODES),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  percent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
});
export type PastAttempt = z.infer<typeof pastAttemptSchema>;
export const pastAttemptsReply = successEnvelope(z.array(pastAttemptSchema));

export const answerParams = z.object({
  id: z.coerce.number().int().positive(),
  position: z.coerce.number().int().min(1).max(500),
});

// ── Authoring (the admin console) ────────────────────────────────────────────

const optionalText = (max: number) =>
  z.string().trim().max(max, 'site.text_too_long').optional().default('');
const bilingualText = (max: number) => z.object({ ar: optionalText(max), en: optionalText(max) });
const hasText = (value: { ar: string; en: string }) => value.ar !== '' || value.en !== '';

/** True/False questions always offer these two, in this order. */
export const TRUE_FALSE_OPTIONS = [
  { ar: 'صح', en: 'True' },
  { ar: 'خطأ', en: 'False' },
] as const;

/**
 * A question as an editor writes it (and as an imported row becomes). One language may be
 * left empty, never both; the answer must fit the kind: one right option for single
 * choice and true/false, one or more for multiple choice, a number for numeric.
 */
export const questionDraftSchema = z
  .object({
    subject_id: z.coerce.number().int().positive('validation.invalid_id'),
    semester: z.enum(SEMESTERS, { error: 'validation.invalid_semester' }),
    unit_id: z.coerce.number().int().positive().nullable().optional(),
    difficulty: z.enum(DIFFICULTIES, { error: 'exams.difficulty_invalid' }).default('medium'),
    kind: z.enum(QUESTION_KINDS, { error: 'exams.kind_invalid' }),
    stem: bilingualText(2000),
    options: z.array(bilingualText(500)).max(8, 'exams.options_invalid').default([]),
    correct_options: z.array(z.number().int().min(0).max(7)).max(8).default([]),
    numeric_answer: z.number().finite().nullable().optional(),
    numeric_tolerance: z.number().min(0).max(1e9).default(0),
    explanation: bilingualText(2000).default({ ar: '', en: '' }),
    marks: z
      .number()
      .int('exams.marks_invalid')
      .min(1, 'exams.marks_invalid')
      .max(100, 'exams.marks_invalid')
      .default(1),
  })
  .superRefine((draft, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!hasText(draft.stem)) issue('stem', 'exams.stem_required');
    if (draft.kind === 'numeric') {
      if (draft.numeric_answer == null) issue('numeric_answer', 'exams.numeric_required');
      return;
    }
    const options = draft.kind === 'true_false' ? TRUE_FALSE_OPTIONS : draft.options;
    if (options.length < 2 || !options.every(hasText)) issue('options', 'exams.options_invalid');
    const right = new Set(draft.correct_options);
    const fits =
      right.size === draft.correct_options.length &&
      draft.correct_options.every((index) => index < options.length) &&
      (draft.kind === 'multiple' ? right.size >= 1 : right.size === 1);
    if (!fits) issue('correct_options', 'exams.correct_invalid');
  });
export type QuestionDraft = z.output<typeof questionDraftSchema>;
export type QuestionDraftInput = z.input<typeof questionDraftSchema>;

/** A question as the console lists it: everything, answer included. */
export const bankQuestionSchema = z.object({
  id: z.number().int(),
  subject_id: z.number().int(),
  semester: z.enum(SEMESTERS),
  unit_id: z.number().int().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  kind: z.enum(QUESTION_KINDS),
  stem: bilingual,
  options: z.array(bilingual),
  correct_options: z.array(z.number().int()),
  numeric_answer: z.number().nullable(),
  numeric_tolerance: z.number(),
  explanation: bilingual,
  marks: z.number().int(),
  image_path: z.string().nullable(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

/**
 * One rule of a random draw: `count` questions of the bank, of a unit and a difficulty when
 * given (null: any). Each attempt draws its own questions when it starts.
 */
export const drawRuleSchema = z.object({
  unit_id: z.number().int().positive().nullable().default(null),
  difficulty: z.enum(DIFFICULTIES, { error: 'exams.difficulty_invalid' }).nullable().default(null),
  count: z.number().int().min(1, 'exams.draw_invalid').max(200, 'exams.draw_invalid'),
});
export type DrawRule = z.output<typeof drawRuleSchema>;

/**
 * An exam as an author sets it up: a fixed list of bank questions, in order, or a random
 * draw from the bank (`draw`), never both.
 */
export const examDraftSchema = z
  .object({
    subject_id: z.coerce.number().int().positive('validation.invalid_id'),
    semester: z.enum(SEMESTERS, { error: 'validation.invalid_semester' }),
    title: bilingualText(200),
    duration_minutes: z
      .number()
      .int()
      .min(1, 'exams.duration_invalid')
      .max(600, 'exams.duration_invalid'),
    min_minutes: z.number().int().min(1).max(600).nullable().default(null),
    max_minutes: z.number().int().min(1).max(600).nullable().default(null),
    passing_percent: z
      .number()
      .int()
      .min(0, 'exams.passing_invalid')
      .max(100, 'exams.passing_invalid'),
    attempts_allowed: z.number().int().min(1).max(100).nullable().default(null),
    published: z.boolean().default(false),
    question_ids: z.array(z.number().int().positive()).max(200).default([]),
    draw: z.array(drawRuleSchema).min(1, 'exams.draw_invalid').max(10).nullable().default(null),
  })
  .superRefine((draft, context) => {
    if (draft.draw && draft.question_ids.length > 0) {
      context.addIssue({ code: 'custom', path: ['draw'], message: 'exams.draw_or_list' });
    }
    if (!hasText(draft.title))
      context.addIssue({ code: 'custom', path: ['title'], message: 'exams.title_required' });
    const bounded = draft.min_minutes !== null || draft.max_minutes !== null;
    if (
      bounded &&
      (draft.min_minutes === null ||
        draft.max_minutes === null ||
        draft.min_minutes > draft.duration_minutes ||
        draft.duration_minutes > draft.max_minutes)
    ) {
      context.addIssue({ code: 'custom', path: ['min_minutes'], message: 'exams.bounds_invalid' });
    }
    if (new Set(draft.question_ids).size !== draft.question_ids.length) {
      context.addIssue({
        code: 'custom',
        path: ['question_ids'],
        message: 'exams.questions_invalid',
      });
    }
  });
export type ExamDraft = z.output<typeof examDraftSchema>;
export type ExamDraftInput = z.input<typeof examDraftSchema>;

export const bankQuery = z.object({
  subject_id: z.coerce.number().int().positive(),
  semester: z.enum(SEMESTERS),
});
export const bankQuestionsReply = successEnvelope(z.array(bankQuestionSchema));
export const bankQuestionSaved = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: bankQuestionSchema,
});
export const examSaved = z.object({
  status: z.literal('success'),
  message: z.string(),
  // The console lists one subject and semester at a time: the grade goes without saying.
  data: examSummarySchema.omit({ grade: true }).extend({
    published: z.boolean(),
    question_ids: z.array(z.number().int()),
    draw: z.array(drawRuleSchema).nullable(),
  }),
});

/** GET /api/<role>/computer-exams/{id}/stats: how an exam went, over its submitted attempts. */
export const examStatsSchema = z.object({
  attempts: z.number().int(),
  average_percent: z.number().nullable(),
  pass_rate: z.number().nullable(),
  questions: z.array(
    z.object({
      question_id: z.number().int(),
      answered: z.number().int(),
      /** Share of the answers that were right, 0 to 1; null before any answer. */
      correct_share: z.number().nullable(),
      /** The wrong answer given most often, and how often. */
      most_chosen_wrong: z
        .object({ answer: givenAnswerSchema, count: z.number().int() })
        .nullable(),
    }),
  ),
});
export type ExamStats = z.infer<typeof examStatsSchema>;
export const examStatsReply = successEnvelope(examStatsSchema);
