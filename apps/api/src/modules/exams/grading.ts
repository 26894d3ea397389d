import type { Answer, AttemptSummary, QuestionFeedback, QuestionKind } from '@madrasa/contracts';

/** What grading needs of a bank question. */
export type GradedQuestion = {
  kind: QuestionKind;
  options: unknown[];
  correct_options: number[];
  numeric_answer: number | null;
  numeric_tolerance: number;
  explanation_ar: string;
  explanation_en: string;
  marks: number;
};

/** Whether an answer has the shape its question takes (one option, some options, a number). */
export function answerFits(question: GradedQuestion, answer: Answer): boolean {
  if (question.kind === 'numeric') return 'value' in answer;
  if (!('options' in answer)) return false;
  const chosen = new Set(answer.options);
  if (chosen.size !== answer.options.length) return false;
  if (answer.options.some((index) => index >= question.options.length)) return false;
  return question.kind === 'multiple' || answer.options.length === 1;
}

export function isCorrect(question: GradedQuestion, answer: Answer): boolean {
  if ('value' in answer) {
    return (
      question.numeric_answer !== null &&
      Math.abs(answer.value - question.numeric_answer) <= question.numeric_tolerance + 1e-9
    );
  }
  const right = [...question.correct_options].sort((a, b) => a - b);
  const given = [...answer.options].sort((a, b) => a - b);
  return right.length === given.length && right.every((index, i) => index === given[i]);
}

export function feedbackOf(question: GradedQuestion, correct: boolean): QuestionFeedback {
  return {
    correct,
    right_answer:
      question.kind === 'numeric'
        ? { value: question.numeric_answer ?? 0, tolerance: question.numeric_tolerance }
        : { options: question.correct_options },
    explanation: { ar: question.explanation_ar, en: question.explanation_en },
  };
}

type Marked = { marks: number; answered: boolean; correct: boolean };

/** The summary's figures from each question's marks and result. */
export function summarize(
  marked: Marked[],
  exam: { duration_minutes: number; passing_percent: number },
  timeTakenSeconds: number,
): AttemptSummary {
  const marksTotal = marked.reduce((sum, q) => sum + q.marks, 0);
  const marksObtained = marked.reduce((sum, q) => sum + (q.correct ? q.marks : 0), 0);
  const percent = marksTotal > 0 ? Math.round((marksObtained / marksTotal) * 100) : 0;
  const answered = marked.filter((q) => q.answered);
  const correct = answered.filter((q) => q.correct).length;
  return {
    question_count: marked.length,
    duration_minutes: exam.duration_minutes,
    passing_percent: exam.passing_percent,
    time_taken_seconds: Math.max(0, Math.round(timeTakenSeconds)),
    marks_obtained: marksObtained,
    marks_total: marksTotal,
    marks_missed: marksTotal - marksObtained,
    correct,
    incorrect: answered.length - correct,
    unanswered: marked.length - answered.length,
    percent,
    passed: percent >= exam.passing_percent,
  };
}
