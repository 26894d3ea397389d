import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { siteConfigAnswer } from '@/test/site-config-answer.ts';
import { videoStream } from '@/test/video-stream.ts';
import { page, reviewRow, teacherRow } from '../test/teacher-fixtures.ts';

// The first render loads the lazy page and its texts, which can pass 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const TEACHER = { status: 'success', data: teacherRow(1, { about_you: null }) };
const ok = (data: unknown) => ({ status: 'success', data });
const FILES = ok([
  {
    id: 1,
    file_name: 'Waves summary',
    file_path: '/storage/f/1.pdf',
    file_type: 'summary',
    file_size: 2048,
    premium: null,
  },
]);
const EXAMS = ok([
  {
    id: 5,
    lesson_name_ar: 'الموجات',
    lesson_name_en: 'Waves',
    file_path: '/storage/e/5.pdf',
    file_size: 10,
    premium: null,
  },
]);
const VIDEOS = ok([
  {
    id: 3,
    lesson_title: 'Intro to waves',
    thumbnail_path: '/storage/t/3.webp',
    video_path: '/storage/v/3.mp4',
    stream: videoStream(),
    premium: null,
  },
]);
const REVIEWS = page(Array.from({ length: 10 }, (_, i) => reviewRow(20 - i)));

const api = (overrides: Record<string, unknown> = {}) =>
  mockApi({
    '/api/teachers/1': TEACHER,
    '/api/teacher-uploads/1': FILES,
    '/api/teacher-exam-uploads/1': EXAMS,
    '/api/teacher-video-uploads/1': VIDEOS,
    '/api/teacher-evaluations': REVIEWS,
    '/api/config': siteConfigAnswer({ exam_site_url: 'https://exams.example.com' }),
    '/api/teachers/1/computer-exams': ok([
      computerExam(3, 9, { id: 10, name: { ar: 'الصف العاشر', en: 'Tenth Grade' } }),
      computerExam(4, 21, { id: 12, name: { ar: 'الصف الثاني الثانوي', en: 'Second Secondary' } }),
    ]),
    ...overrides,
  });

/** The same exam, set by the teacher in one grade's subject or another's. */
const computerExam = (id: number, subjectId: number, grade: object) => ({
  id,
  subject_id: subjectId,
  semester: 'first',
  grade,
  title: { ar: 'المضارع البسيط', en: 'The present simple' },
  question_count: 3,
  duration_minutes: 10,
  min_minutes: null,
  max_minutes: null,
  passing_percent: 50,
  attempts_allowed: null,
  teacher: { id: 1, name: 'Ahmad Khatib' },
  premium: null,
});

const openTab = async (name: string) => {
  await userEvent.click(await screen.findByRole('tab', { name }));
};

describe('teacher details page', () => {
  it("shows 'Teacher Not Found' with a way back when the teacher is missing", async () => {
    api({
      '/api/teachers/1': () => json({ status: 'error', message: 'x', code: 'not_found' }, 404),
    });
    await renderApp('/teachers-details/1', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Teacher Not Found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Teachers' }).getAttribute('href')).toBe(
      '/teachers',
    );
  });

  it('shows the profile and the Courses tab first, playing a lesson in a dialog', async () => {
    api();
    await renderApp('/teachers-details/1', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'First1 Last1' })).toBeTruthy();
    expect(screen.getByText('No introduction available')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Courses' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.click(await screen.findByRole('button', { name: 'Play Intro to waves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intro to waves' });
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/storage/v/3.mp4');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('titles the page and its link preview with the name, about text and photo', async () => {
    api({ '/api/teachers/1': ok(teacherRow(1)) });
    await renderApp('/teachers-details/1', { language: 'en' });
    const meta = (property: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;
    // Earlier tests leave the same title behind: wait for this teacher's description.
    await waitFor(() => expect(meta('og:description')).toBe('About teacher 1'));
    expect(document.title).toBe('First1 Last1 - Madrasa | مدرسة');
    expect(meta('og:image')).toBe(`${location.origin}/storage/teachers/photos/1.webp`);
    expect(meta('og:type')).toBe('profile');
  });

  it('toggles the files between Course Summaries and Worksheets, with download links', async () => {
    api();
    await renderApp('/teachers-details/1', { language: 'en' });
    await openTab('Files');
    const summaries = screen.getByRole('button', { name: 'Course Summaries' });
    expect(summaries.getAttribute('aria-pressed')).toBe('true');
    const download = await screen.findByRole('link', { name: 'Download Waves summary' });
    expect(download.getAttribute('href')).toBe('/storage/f/1.pdf?download=1');
    await userEvent.click(screen.getByRole('button', { name: 'Worksheets' }));
    expect(screen.getByRole('button', { name: 'Worksheets' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('No worksheets available for this teacher.')).toBeTruthy();
  });

  it("lists the teacher's electronic exams (and the exam site) and paper exams by lesson name", async () => {
    api();
    await renderApp('/teachers-details/1', { language: 'en' });
    await openTab('Teacher Exams');
    await userEvent.click(await screen.findByRole('button', { name: 'Electronic Exams' }));
    const cards = await screen.findAllByRole('article');
    // Two exams of one title: each card names its grade and semester, and so does its link.
    expect(cards.map((card) => card.querySelector('h2 + p')?.textContent)).toEqual([
      'Tenth Grade · First semester',
      'Second Secondary · First semester',
    ]);
    expect(
      screen
        .getByRole('link', { name: 'Start The present simple, Tenth Grade · First semester' })
        .getAttribute('href'),
    ).toBe('/computer-exams/3');
    expect(
      screen
        .getByRole('link', { name: 'Start The present simple, Second Secondary · First semester' })
        .getAttribute('href'),
    ).toBe('/computer-exams/4');
    const site = screen.getByRole('link', { name: /More exams on the exam site/ });
    expect(site.getAttribute('href')).toBe('https://exams.example.com');
    expect(site.getAttribute('target')).toBe('_blank');
    const paper = screen.getByRole('button', { name: 'Paper Exams' });
    expect(paper.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(paper);
    expect((await screen.findByRole('link', { name: 'Download Waves' })).getAttribute('href')).toBe(
      '/storage/e/5.pdf?download=1',
    );
  });

  it('names each failed list', async () => {
    const fail = () => json({}, 500);
    api({
      '/api/teacher-uploads/1': fail,
      '/api/teacher-exam-uploads/1': fail,
      '/api/teacher-video-uploads/1': fail,
      '/api/teacher-evaluations': fail,
    });
    await renderApp('/teachers-details/1', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load videos');
    await openTab('Files');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load files');
    await openTab('Teacher Exams');
    await userEvent.click(screen.getByRole('button', { name: 'Paper Exams' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load exams');
    await openTab('Reviews');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load evaluations');
  });

  it('pages reviews: 6, Show More +3, Show Less back to 6', async () => {
    api();
    await renderApp('/teachers-details/1', { language: 'en' });
    await openTab('Reviews');
    const list = async () =>
      within(await screen.findByRole('region', { name: 'Reviews' })).getAllByRole('article');
    expect(await list()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Show Less' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await list()).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await list()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(await list()).toHaveLength(6);
  });
});
