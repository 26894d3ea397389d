import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { videoStream } from '@/test/video-stream.ts';
import { allowSlowLazyPages, MATHS, ok, okPage } from '../test/fixtures.ts';

allowSlowLazyPages();

const mark = (preview: boolean) => ({ course_id: 5, grade_id: 10, preview });
const lesson = (id: number, en: string, premium: ReturnType<typeof mark> | null) => ({
  id,
  subject_id: 40,
  semester: 'first',
  name_en: en,
  name_ar: en,
  image: `/storage/lessons/images/${id}.webp`,
  video_mp4: `/storage/lessons/videos/${id}.mp4`,
  stream: videoStream(),
  premium,
});
const LESSONS = [lesson(1, 'Whole numbers', mark(true)), lesson(2, 'Fractions', mark(false))];
const course = {
  id: 5,
  kind: 'subject',
  title_ar: 'الرياضيات',
  title_en: 'Mathematics',
  subject_id: 40,
  semester: 'first',
  grade_id: 10,
  teacher_id: null,
};
const until = (ends_at: string) => ({
  id: 1,
  scope: 'course',
  course,
  grade: null,
  starts_at: '2026-01-01T00:00:00Z',
  ends_at,
  source: 'card',
});

describe('premium lessons', () => {
  it('shows a visitor the free preview and, for the rest, a lock with Activate a card and Log in', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/lessons': okPage(LESSONS) });
    await renderApp('/course-content/40/1/lesson', { language: 'en' });
    const preview = await screen.findByRole('link', { name: 'Play Whole numbers' });
    expect(within(preview.parentElement as HTMLElement).getByText('Free preview')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play Fractions' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Fractions' })).toBeTruthy();
    expect(screen.getByText('Part of a premium course')).toBeTruthy();
    const activate = screen.getByRole('link', { name: 'Activate a card to open Fractions' });
    expect(activate.getAttribute('href')).toBe('/activate');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login/student',
    );
  });

  it('keeps the lock for a student whose access ended, without the Log in link', async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/lessons': okPage(LESSONS),
      '/api/me/courses': ok([until('2020-01-01T00:00:00Z')]),
      '/api/student/progress': ok([]),
    });
    await renderApp('/course-content/40/1/lesson?lesson=2', { language: 'en' });
    expect(
      await screen.findByRole('link', { name: 'Activate a card to open Fractions' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays an unlocked lesson from its signed paths', async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    const signed = '/storage/lessons/videos/2.mp4?expires=1&signature=abc';
    const opened: string[] = [];
    mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/lessons': okPage(LESSONS),
      '/api/me/courses': ok([until('2099-01-01T00:00:00Z')]),
      '/api/student/progress': ok([]),
      '/api/premium/open': ({ url }: { url: URL }) => {
        opened.push(url.search);
        return new Response(
          JSON.stringify(ok({ video: signed, stream: videoStream(), file: null })),
          { headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    await renderApp('/course-content/40/1/lesson?lesson=2', { language: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Fractions' });
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe(signed);
    expect(opened).toEqual(['?kind=lesson&id=2']);
  });
});
