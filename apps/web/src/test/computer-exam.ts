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

type Bilingual = { ar: string; en: string };

/**
 * An open regular attempt (id 3) of `computerExam` with `count` single-choice questions,
 * nothing answered yet, as GET /api/exam-attempts/3 answers it; each question offers `choices`.
 */
export const openAttempt = (
  count: number,
  choices: Bilingual[] = [
    { ar: 'نعم', en: 'Yes' },
    { ar: 'لا', en: 'No' },
  ],
) => {
  const positions = Array.from({ length: count }, (_, index) => index + 1);
  return {
    id: 3,
    exam: computerExam({ question_count: count, attempts_allowed: null }),
    mode: 'regular',
    status: 'open',
    started_at: '2026-01-10T10:00:00.000Z',
    deadline_at: '2026-01-10T10:10:00.000Z',
    server_now: '2026-01-10T10:01:00.000Z',
    questions: positions.map((position) => ({
      position,
      kind: 'single',
      stem: { ar: `السؤال ${position}`, en: `Question ${position}` },
      options: choices,
      image_path: null,
      marks: 1,
    })),
    answers: positions.map((position) => ({ position, answer: null, feedback: null })),
  };
};
