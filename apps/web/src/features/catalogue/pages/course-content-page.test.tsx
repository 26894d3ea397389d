import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { allowSlowLazyPages, MATHS, ok } from '../test/fixtures.ts';

allowSlowLazyPages();

describe('/course-content/:subjectId/:semesterId', () => {
  it('titles the page with the subject and links its six materials', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS) });
    await renderApp('/course-content/40/1', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeTruthy();
    const tiles = ['Worksheets', 'Summaries', 'Book', 'Lesson', 'Exams', "Teacher's Guide"].map(
      (name) => screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(tiles).toEqual([
      '/course-content/40/1/worksheets',
      '/course-content/40/1/summaries',
      '/course-content/40/1/book',
      '/course-content/40/1/lesson',
      '/course-content/40/1/exams',
      '/course-content/40/1/teachers-guide',
    ]);
    expect(screen.getByRole('link', { name: 'Back to subjects' }).getAttribute('href')).toBe(
      '/materialsClass/7',
    );
  });

  it('keeps the semester in its links and in the way back', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS) });
    await renderApp('/course-content/40/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'الرياضيات' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الكتاب' }).getAttribute('href')).toBe(
      '/course-content/40/2/book',
    );
    expect(
      screen.getByRole('link', { name: 'العودة إلى المواد الدراسية' }).getAttribute('href'),
    ).toBe('/materialsClass/7?semester=2');
  });

  it('takes the semester as a word too: /course-content/40/second is the second semester', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS) });
    await renderApp('/course-content/40/second', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book' }).getAttribute('href')).toBe(
      '/course-content/40/2/book',
    );
  });

  it.each(['/course-content/40/3', '/course-content/40/third', '/course-content/x/1'])(
    'shows the not-found view for %s without asking the API',
    async (path) => {
      const fetch = mockApi({ '/api/subjects/40': ok(MATHS) });
      await renderApp(path, { language: 'en' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Course Not Found' }),
      ).toBeTruthy();
      expect(fetch).not.toHaveBeenCalledWith(
        expect.stringContaining('/api/subjects'),
        expect.anything(),
      );
    },
  );

  it('shows the not-found view for a subject the API does not know', async () => {
    mockApi({
      '/api/subjects/999': () =>
        json({ status: 'error', code: 'not_found', message: 'Subject not found' }, 404),
    });
    await renderApp('/course-content/999/1', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Not Found' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to Educational Level' }).getAttribute('href'),
    ).toBe('/educational-level');
  });

  it('not-found covers the material pages too', async () => {
    await renderApp('/course-content/40/9/book', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course Not Found' })).toBeTruthy();
  });
});
