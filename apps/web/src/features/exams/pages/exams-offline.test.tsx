import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { openAttempt } from '@/test/computer-exam.ts';
import { setConnection } from '@/test/connection.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';

// The attempt page's chunk (with its math renderer) takes seconds to load on 2 busy cores.
configure({ asyncUtilTimeout: 15_000 });

const ok = (data: unknown) => ({ status: 'success', data });

const ATTEMPT = openAttempt(2);
const EXAM = ATTEMPT.exam;

const OFFLINE = {
  en: 'Exams need a connection: the server keeps their time. Connect, then start or continue.',
  ar: 'الامتحانات تحتاج اتصالًا بالإنترنت: الخادم يحسب وقتها. اتصل ثم ابدأ أو أكمل.',
} as const;

const signInStudent = () =>
  saveSession({ id: 8, username: 'stu_sara_8', token: 'tok', first_name: 'Sara' });

const isDisabled = (name: string) =>
  (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;

describe('exams without a connection', () => {
  it.each([
    ['en', 'Start the exam'],
    ['ar', 'ابدأ الامتحان'],
  ] as const)('cannot be started offline, and say why (%s)', async (language, begin) => {
    signInStudent();
    mockApi({ '/api/computer-exams/7': ok(EXAM) });
    await renderApp('/computer-exams/7', { language });
    await screen.findByRole('button', { name: begin });
    expect(isDisabled(begin)).toBe(false);

    setConnection(false);
    expect(screen.getByText(OFFLINE[language])).toBeTruthy();
    expect(isDisabled(begin)).toBe(true);

    setConnection(true);
    expect(screen.queryByText(OFFLINE[language])).toBeNull();
    expect(isDisabled(begin)).toBe(false);
  });

  it.each([
    ['en', 'Next', 'Finish'],
    ['ar', 'التالي', 'إنهاء'],
  ] as const)(
    'stop a running attempt from moving on offline, and say why (%s)',
    async (language, next, finish) => {
      signInStudent();
      mockApi({ '/api/exam-attempts/3': ok(ATTEMPT) });
      await renderApp('/exam-attempts/3', { language });
      await screen.findByRole('button', { name: next });

      setConnection(false);
      expect(screen.getByText(OFFLINE[language])).toBeTruthy();
      expect(isDisabled(next)).toBe(true);
      expect(isDisabled(finish)).toBe(true);

      setConnection(true);
      expect(isDisabled(next)).toBe(false);
      expect(isDisabled(finish)).toBe(false);
    },
  );

  it('say why an attempt cannot be continued offline, instead of loading for ever', async () => {
    signInStudent();
    mockApi({ '/api/exam-attempts/3': ok(ATTEMPT) });
    setConnection(false);
    await renderApp('/exam-attempts/3');
    expect(await screen.findByText(OFFLINE.ar)).toBeTruthy();
    expect(screen.queryByText('جارٍ التحميل...')).toBeNull();

    // Back online, the waiting request goes out and the attempt opens.
    setConnection(true);
    expect(await screen.findByRole('button', { name: 'التالي' })).toBeTruthy();
  });
});
