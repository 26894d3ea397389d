import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady } from '@/shared/lib/i18n.ts';
import { saveSession } from '@/shared/lib/session.ts';
import { SessionProvider } from '@/shared/lib/session-context.tsx';
import { mockApi } from '@/test/render-app.tsx';
import { ProgressTab } from './progress-tab.tsx';

const count = (done: number, total: number) => ({ done, total });
const summary = (subjects: unknown[], week_seconds = 0) => ({
  status: 'success',
  data: { week_start: '2026-11-21', week_seconds, subjects },
});
const MATHS = {
  subject_id: 40,
  semester: 'first',
  name_en: 'Mathematics',
  name_ar: 'الرياضيات',
  grade_id: 7,
  grade_name_en: 'Seventh Grade',
  grade_name_ar: 'الصف السابع',
  lessons: count(3, 4),
  files: count(1, 5),
  kinds: {
    lesson: count(3, 4),
    worksheet: count(1, 2),
    exam: count(0, 1),
    summary: count(0, 1),
    teacher_guide: count(0, 1),
  },
  exams: {
    taken: 1,
    total: 2,
    results: [
      {
        exam_id: 9,
        title: { en: 'Fractions quiz', ar: 'اختبار الكسور' },
        attempts: 2,
        best_percent: 85,
        passed: true,
      },
    ],
  },
};

const show = async (language: 'en' | 'ar') => {
  await i18nReady;
  await changeLanguage(language);
  saveSession({ id: 8, username: 'stu_sara_8', token: 'tok', first_name: 'Sara' });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SessionProvider>
        <ProgressTab />
      </SessionProvider>
    </QueryClientProvider>,
  );
};

describe('the Progress tab', () => {
  it('shows the week, and per subject lessons, files and exams with best scores', async () => {
    mockApi({ '/api/student/progress/summary': summary([MATHS], 2 * 3600 + 15 * 60 + 40) });
    await show('en');
    expect(await screen.findByText('2 h 15 min')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /Mathematics/ })).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Lessons watched in Mathematics' })
        .getAttribute('aria-valuetext'),
    ).toBe('3 of 4 watched (75%)');
    expect(screen.getByRole('progressbar', { name: 'Files opened in Mathematics' })).toBeTruthy();
    expect(screen.getByText('Computer-based exams taken: 1 of 2')).toBeTruthy();
    expect(screen.getByText('Fractions quiz')).toBeTruthy();
    expect(screen.getByText('Best 85% · Passed')).toBeTruthy();
  });

  it('says so when there is nothing yet, in Arabic', async () => {
    mockApi({ '/api/student/progress/summary': summary([]) });
    await show('ar');
    expect(await screen.findByText('لم تدرس بعد هذا الأسبوع')).toBeTruthy();
    expect(screen.getByText(/لا توجد مواد بعد/)).toBeTruthy();
  });

  it('offers a retry when the summary cannot be loaded', async () => {
    mockApi({});
    await show('en');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
