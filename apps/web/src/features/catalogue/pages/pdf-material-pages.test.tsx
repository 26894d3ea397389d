import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { allowSlowLazyPages, MATHS, ok, okPage, pdf } from '../test/fixtures.ts';

allowSlowLazyPages();

const SHEETS = [
  pdf(1, 'Worksheet: Numbers', 'ورقة عمل: الأعداد', 12_700),
  pdf(2, 'Worksheet: Fractions', 'ورقة عمل: الكسور', 3 * 1024 * 1024),
];

describe('the PDF material pages', () => {
  it('lists worksheets with name, file name, size and open and download links', async () => {
    const fetch = mockApi({ '/api/subjects/40': ok(MATHS), '/api/worksheets': okPage(SHEETS) });
    await renderApp('/course-content/40/1/worksheets', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Worksheets' })).toBeTruthy();
    const row = (await screen.findByRole('heading', { name: 'Worksheet: Numbers' })).closest(
      'article',
    ) as HTMLElement;
    expect(row.textContent).toContain('maths-1.pdf');
    expect(row.textContent).toContain('12.4 kB');
    const download = within(row).getByRole('link', { name: 'Download Worksheet: Numbers' });
    expect(download.getAttribute('href')).toBe('/storage/worksheets/1.pdf?download=1');
    expect(download.getAttribute('download')).toBe('maths-1.pdf');
    const open = within(row).getByRole('link', { name: /^Open Worksheet: Numbers/ });
    expect(open.getAttribute('href')).toBe('/storage/worksheets/1.pdf');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/3 MB/)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Save on this phone' })).toBeTruthy();
    const call = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/worksheets');
    expect(call?.search).toBe('?subject_id=40&semester=first&limit=24');
  });

  it('shows Arabic names and sizes in Arabic', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/summaries': okPage(SHEETS) });
    await renderApp('/course-content/40/1/summaries');
    expect(await screen.findByRole('heading', { name: 'ورقة عمل: الكسور' })).toBeTruthy();
    expect(screen.getByText(/3 ميغابايت/)).toBeTruthy();
  });

  it.each([
    ['worksheets', 'worksheets', '1', 'No worksheets available for the first semester.'],
    ['summaries', 'summaries', '2', 'No summaries available for the second semester.'],
    [
      'teachers-guide',
      'teacher-guides',
      '1',
      "No teacher's guide available for the first semester.",
    ],
  ])('says so when %s has nothing for the semester', async (page, endpoint, tab, text) => {
    mockApi({ '/api/subjects/40': ok(MATHS), [`/api/${endpoint}`]: okPage([]) });
    await renderApp(`/course-content/40/${tab}/${page}`, { language: 'en' });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('gives every teacher’s guide row the fixed title', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/teacher-guides': okPage(SHEETS) });
    await renderApp('/course-content/40/1/teachers-guide', { language: 'en' });
    expect(
      await screen.findAllByRole('heading', { level: 2, name: "Teacher's Guide" }),
    ).toHaveLength(2);
    expect(screen.queryByText('Worksheet: Numbers')).toBeNull();
  });

  it('shows the server message or the fallback when the list fails', async () => {
    mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/summaries': () => json({ status: 'error', message: 'Storage offline' }, 503),
    });
    const first = await renderApp('/course-content/40/1/summaries', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain('Storage offline');
    first.unmount();

    mockApi({ '/api/subjects/40': ok(MATHS) });
    await renderApp('/course-content/40/1/worksheets', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Network error. Please check your internet connection.',
    );
  });
});
