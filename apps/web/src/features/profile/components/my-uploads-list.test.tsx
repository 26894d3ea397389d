import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { GRADES, ok, ownFile, teacherProfile } from '../test/profile-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const video = {
  id: 7,
  lesson_title: 'Fractions',
  thumbnail_path: '/storage/t.webp',
  video_path: '/storage/v.mp4',
  file_size: 4096,
  hidden: false,
  created_at: '2026-01-10T10:00:00.000Z',
};

describe("the teacher's uploads with their numbers", () => {
  it('shows how many students opened each file and watched and finished each lesson', async () => {
    saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': ok({
        files: [ownFile(3, 'Algebra'), ownFile(5, 'Geometry')],
        videos: [video],
        exams: [],
      }),
      '/api/teacher/upload-stats': ok({
        files: [
          { id: 3, students: 12, finished: 12 },
          { id: 5, students: 0, finished: 0 },
        ],
        videos: [{ id: 7, students: 9, finished: 4 }],
        exams: [],
        computer_exams: [],
      }),
    });
    await renderApp('/profile/teacher', { language: 'en' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Uploads' }));
    const algebra = (await screen.findByText('Algebra')).closest('li') as HTMLElement;
    expect(await within(algebra).findByText('Students who opened it: 12')).toBeTruthy();
    const geometry = screen.getByText('Geometry').closest('li') as HTMLElement;
    expect(within(geometry).getByText('Students who opened it: 0')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Lessons' }));
    const lesson = (await screen.findByText('Fractions')).closest('li') as HTMLElement;
    expect(await within(lesson).findByText('Students who watched it: 9')).toBeTruthy();
    expect(within(lesson).getByText('Watched to the end: 4')).toBeTruthy();
  });

  it('lists the uploads without numbers when the numbers cannot be read', async () => {
    saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': ok({ files: [ownFile(3, 'Algebra')], videos: [], exams: [] }),
    });
    await renderApp('/profile/teacher', { language: 'ar' });
    await userEvent.click(await screen.findByRole('tab', { name: 'المرفوعات' }));
    expect(await screen.findByText('Algebra')).toBeTruthy();
    expect(screen.queryByText(/الطلاب الذين فتحوه/)).toBeNull();
  });
});
