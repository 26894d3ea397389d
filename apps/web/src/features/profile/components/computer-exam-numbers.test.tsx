import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { GRADES, ok, teacherProfile } from '../test/profile-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const exam = (id: number, en: string) => ({
  id,
  subject_id: 40,
  semester: 'first',
  title: { ar: en, en },
  question_count: 10,
  duration_minutes: 30,
  min_minutes: null,
  max_minutes: null,
  passing_percent: 50,
  attempts_allowed: null,
  teacher: { id: 4, name: 'Omar' },
  published: true,
  question_ids: [],
  draw: null,
});

describe("the teacher's computer-based exams with their numbers", () => {
  it('shows each exam’s submitted attempts and average, and no average before any attempt', async () => {
    saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/subjects': ok([
        {
          id: 40,
          grade_id: 10,
          semester: 'first',
          name_en: 'Mathematics',
          name_ar: 'الرياضيات',
          image: null,
        },
      ]),
      '/api/teacher/uploads': ok({ files: [], videos: [], exams: [] }),
      '/api/teacher/exam-questions': ok([]),
      '/api/teacher/computer-exams': ok([exam(21, 'Fractions quiz'), exam(22, 'Algebra test')]),
      '/api/teacher/upload-stats': ok({
        files: [],
        videos: [],
        exams: [],
        computer_exams: [
          { id: 21, attempts: 14, average_percent: 72.6 },
          { id: 22, attempts: 0, average_percent: null },
        ],
      }),
    });
    await renderApp('/profile/teacher', { language: 'en' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Uploads' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Computer-based exams' }));
    await userEvent.selectOptions(await screen.findByLabelText('Grade'), 'Tenth Grade');
    await userEvent.selectOptions(
      screen.getByLabelText('Subject'),
      await screen.findByRole('option', { name: 'Mathematics' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Exams \(2\)/ }));

    const fractions = (await screen.findByText('Fractions quiz')).closest('li') as HTMLElement;
    expect(within(fractions).getByText('Submitted attempts: 14')).toBeTruthy();
    expect(within(fractions).getByText('Average score: 73%')).toBeTruthy();
    const algebra = screen.getByText('Algebra test').closest('li') as HTMLElement;
    expect(within(algebra).getByText('Submitted attempts: 0')).toBeTruthy();
    expect(within(algebra).queryByText(/Average score/)).toBeNull();
  });
});
