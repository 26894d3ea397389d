import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { allowSlowLazyPages } from '../test/fixtures.ts';

allowSlowLazyPages();

const grade = (id: number, phase: string, en: string, ar: string) => ({
  id,
  name_en: en,
  name_ar: ar,
  study_phase: phase,
  grade_key: `grade${id}`,
});

const GRADES = [
  grade(11, 'secondary', 'First Secondary', 'الأول الثانوي'),
  grade(1, 'primary', 'First Grade', 'الصف الأول'),
  grade(7, 'middle', 'Seventh Grade', 'الصف السابع'),
  grade(8, 'middle', 'Eighth Grade', 'الصف الثامن'),
  grade(12, 'secondary', 'Second Secondary', 'الثاني الثانوي'),
];

const circles = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/materialsClass/'))
    .map((link) => [link.firstElementChild?.textContent, link.getAttribute('href')]);

describe('educational level pages', () => {
  it('lists all grades numbered 1..n, linking to their materials', async () => {
    mockApi({ '/api/grades': { status: 'success', data: GRADES } });
    await renderApp('/educational-level', { language: 'en' });
    expect(await screen.findByRole('link', { name: /First Grade/ })).toBeTruthy();
    expect(circles()).toEqual([
      ['1', '/materialsClass/1'],
      ['2', '/materialsClass/7'],
      ['3', '/materialsClass/8'],
      ['4', '/materialsClass/11'],
      ['5', '/materialsClass/12'],
    ]);
  });

  it('numbers middle school grades from 1', async () => {
    mockApi({ '/api/grades': { status: 'success', data: GRADES } });
    await renderApp('/educational-level/intermediate');
    expect(await screen.findByRole('link', { name: /الصف السابع/ })).toBeTruthy();
    expect(circles()).toEqual([
      ['1', '/materialsClass/7'],
      ['2', '/materialsClass/8'],
    ]);
  });

  it('numbers high school grades from 10', async () => {
    mockApi({ '/api/grades': { status: 'success', data: GRADES } });
    await renderApp('/educational-level/high-school', { language: 'en' });
    expect(await screen.findByRole('link', { name: /First Secondary/ })).toBeTruthy();
    expect(circles()).toEqual([
      ['10', '/materialsClass/11'],
      ['11', '/materialsClass/12'],
    ]);
  });

  it("says 'No grades available' for an empty list", async () => {
    mockApi({ '/api/grades': { status: 'success', data: [] } });
    await renderApp('/educational-level', { language: 'en' });
    expect(await screen.findByText('No grades available')).toBeTruthy();
  });

  it("falls back to 'Something went wrong while fetching grades' without a server message", async () => {
    mockApi({ '/api/grades': () => json({}, 500) });
    await renderApp('/educational-level', { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while fetching grades');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("says 'Failed to fetch grades' when a reply's status is not success, in both languages", async () => {
    mockApi({ '/api/grades': { status: 'pending', data: [] } });
    await renderApp('/educational-level', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch grades');
    await renderApp('/educational-level', { language: 'ar' });
    expect((await screen.findByRole('alert')).textContent).toContain('تعذّر جلب الصفوف');
  });

  it("shows the server's message, or the network message when there is no response", async () => {
    mockApi({
      '/api/grades': () =>
        json({ status: 'error', message: 'Database down', code: 'internal_error' }, 503),
    });
    await renderApp('/educational-level', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain('Database down');
  });

  it('shows the network message when the server cannot be reached', async () => {
    await renderApp('/educational-level', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Network error. Please check your internet connection.',
    );
  });

  it('redirects /educationalLevel to /educational-level', async () => {
    mockApi({ '/api/grades': { status: 'success', data: GRADES } });
    const { router } = await renderApp('/educationalLevel');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/educational-level');
  });
});
