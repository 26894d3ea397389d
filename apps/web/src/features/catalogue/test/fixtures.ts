import { configure } from '@testing-library/react';

/**
 * Pages load lazily (module and texts together), so on a busy two-core CI machine a file's
 * first render can take longer than testing-library's one-second wait. Called once per file.
 */
export const allowSlowLazyPages = () => configure({ asyncUtilTimeout: 5000 });

/** API rows for the catalogue page tests, shaped as the contracts say. */
export const ok = (data: unknown) => ({ status: 'success', data });

/** A page of a paged list (lessons, the PDF lists); `next_cursor` null on the last. */
export const okPage = (data: unknown, next_cursor: string | null = null) => ({
  ...ok(data),
  next_cursor,
});

export const subject = (id: number, semester: 'first' | 'second', en: string, ar: string) => ({
  id,
  grade_id: 7,
  semester,
  name_en: en,
  name_ar: ar,
  image: `/storage/subjects/${id}.webp`,
});

export const SEVENTH_GRADE = {
  id: 7,
  name_en: 'Seventh Grade',
  name_ar: 'الصف السابع',
  study_phase: 'middle',
  grade_key: 'grade7',
};

export const MATHS = subject(40, 'first', 'Mathematics', 'الرياضيات');

export const pdf = (id: number, en: string, ar: string, size: number) => ({
  id,
  subject_id: 40,
  semester: 'first',
  name_en: en,
  name_ar: ar,
  pdf_file: `/storage/worksheets/${id}.pdf`,
  file_name: `maths-${id}.pdf`,
  file_size: size,
  premium: null,
});
