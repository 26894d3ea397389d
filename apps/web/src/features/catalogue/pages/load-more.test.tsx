import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { videoStream } from '@/test/video-stream.ts';
import { allowSlowLazyPages, MATHS, ok, okPage, pdf } from '../test/fixtures.ts';

allowSlowLazyPages();

const FIRST = [pdf(1, 'Sheet one', 'ورقة ١', 100), pdf(2, 'Sheet two', 'ورقة ٢', 100)];
const SECOND = [pdf(3, 'Sheet three', 'ورقة ٣', 100)];

/** Answers the first page without a cursor and the second after `40_first_2`. */
const pagedSheets =
  (second: () => Response = () => json(okPage(SECOND))) =>
  ({ url }: { url: URL }) =>
    url.searchParams.get('cursor') === '40_first_2' ? second() : json(okPage(FIRST, '40_first_2'));

/** The titles of the PDF rows shown, in order. */
const headings = () =>
  screen
    .getAllByRole('article')
    .map((row) => within(row).getByRole('heading', { level: 2 }).textContent);

describe('Show More on the material pages', () => {
  it('loads the next page under the first, then hides itself on the last', async () => {
    const fetch = mockApi({ '/api/subjects/40': ok(MATHS), '/api/worksheets': pagedSheets() });
    await renderApp('/course-content/40/1/worksheets', { language: 'en' });
    await screen.findByRole('heading', { name: 'Sheet two' });
    expect(headings()).toEqual(['Sheet one', 'Sheet two']);

    await userEvent.click(screen.getByRole('button', { name: 'Show more worksheets' }));
    const third = await screen.findByRole('heading', { name: 'Sheet three' });
    expect(headings()).toEqual(['Sheet one', 'Sheet two', 'Sheet three']);
    // The keyboard carries on at the first new row, not at the vanished button.
    await waitFor(() => expect(document.activeElement).toBe(third.closest('li')));
    expect(screen.queryByRole('button', { name: 'Show more worksheets' })).toBeNull();

    const searches = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/worksheets')
      .map((url) => url.search);
    expect(searches).toEqual([
      '?subject_id=40&semester=first&limit=24',
      '?subject_id=40&semester=first&limit=24&cursor=40_first_2',
    ]);
  });

  it('names the button in Arabic', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/summaries': pagedSheets() });
    await renderApp('/course-content/40/1/summaries');
    expect(await screen.findByRole('button', { name: 'عرض مزيد من الملخصات' })).toBeTruthy();
  });

  it('keeps the rows shown when the next page fails, and retries it', async () => {
    let fail = true;
    mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/exams': pagedSheets(() =>
        fail ? json({ status: 'error', message: 'Storage offline' }, 503) : json(okPage(SECOND)),
      ),
    });
    await renderApp('/course-content/40/1/exams', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more exams' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Storage offline');
    expect(headings()).toEqual(['Sheet one', 'Sheet two']);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Sheet three' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a lesson of a later page from its link (Continue learning)', async () => {
    const lesson = (id: number, en: string) => ({
      id,
      subject_id: 40,
      semester: 'first',
      name_en: en,
      name_ar: en,
      image: null,
      video_mp4: `/storage/lessons/videos/${id}.mp4`,
      stream: videoStream(),
      premium: null,
    });
    mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/lessons': ({ url }: { url: URL }) =>
        json(
          url.searchParams.get('cursor') === '40_first_0_1'
            ? okPage([lesson(2, 'Fractions')])
            : okPage([lesson(1, 'Whole numbers')], '40_first_0_1'),
        ),
    });
    await renderApp('/course-content/40/1/lesson?lesson=2', { language: 'en' });
    expect(await screen.findByRole('dialog', { name: 'Fractions' })).toBeTruthy();
  });
});
