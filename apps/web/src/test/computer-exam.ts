import type { ExamSummary } from '@madrasa/contracts';

/** A published computer-based exam as the API lists it, changed by `overrides`. */
export const computerExam = (overrides: Partial<ExamSummary> = {}): ExamSummary => ({
  id: 7,
  subject_id: 40,
  semester: 'first',
  grade: { id: 10, name: { ar: 'الصف العاشر', en: 'Tenth Grade' } },
  title: { ar: 'قوانين نيوتن في الحركة', en: "Newton's laws of motion" },
  question_count: 3,
  duration_minutes: 10,
  min_minutes: null,
  max_minutes: null,
  passing_percent: 50,
  attempts_allowed: 3,
  teacher: null,
  premium: null,
  ...overrides,
});
