import { describe, expect, it } from 'vitest';
import { answerFits, type GradedQuestion, isCorrect, summarize } from './grading.ts';

const base: GradedQuestion = {
  kind: 'single',
  options: [{}, {}, {}, {}],
  correct_options: [2],
  numeric_answer: null,
  numeric_tolerance: 0,
  explanation_ar: '',
  explanation_en: '',
  marks: 1,
};

describe('grading', () => {
  it('marks one right option, and only the exact set for multiple choice', () => {
    expect(isCorrect(base, { options: [2] })).toBe(true);
    expect(isCorrect(base, { options: [1] })).toBe(false);
    const multiple = { ...base, kind: 'multiple' as const, correct_options: [0, 3] };
    expect(isCorrect(multiple, { options: [3, 0] })).toBe(true);
    expect(isCorrect(multiple, { options: [0] })).toBe(false);
    expect(isCorrect(multiple, { options: [0, 1, 3] })).toBe(false);
  });

  it('accepts a number within the tolerance', () => {
    const numeric = {
      ...base,
      kind: 'numeric' as const,
      options: [],
      numeric_answer: 9.8,
      numeric_tolerance: 0.1,
    };
    expect(isCorrect(numeric, { value: 9.75 })).toBe(true);
    expect(isCorrect(numeric, { value: 9.9 })).toBe(true);
    expect(isCorrect(numeric, { value: 10 })).toBe(false);
  });

  it('refuses answers of the wrong shape', () => {
    expect(answerFits(base, { options: [0, 1] })).toBe(false);
    expect(answerFits(base, { options: [4] })).toBe(false);
    expect(answerFits(base, { value: 2 })).toBe(false);
    expect(answerFits({ ...base, kind: 'multiple' }, { options: [1, 1] })).toBe(false);
    expect(answerFits({ ...base, kind: 'multiple' }, { options: [0, 1] })).toBe(true);
  });

  it('sums up every figure of the summary', () => {
    const summary = summarize(
      [
        { marks: 2, answered: true, correct: true },
        { marks: 1, answered: true, correct: false },
        { marks: 1, answered: false, correct: false },
      ],
      { duration_minutes: 10, passing_percent: 50 },
      125.4,
    );
    expect(summary).toEqual({
      question_count: 3,
      duration_minutes: 10,
      passing_percent: 50,
      time_taken_seconds: 125,
      marks_obtained: 2,
      marks_total: 4,
      marks_missed: 2,
      correct: 1,
      incorrect: 1,
      unanswered: 1,
      percent: 50,
      passed: true,
    });
  });
});
