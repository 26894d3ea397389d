import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { allowSlowLazyPages, MATHS, ok } from '../test/fixtures.ts';

allowSlowLazyPages();

const unit = (id: number, en: string, ar: string, lessons: [string, string][]) => ({
  id,
  subject_id: 40,
  semester: 'first',
  name_en: en,
  name_ar: ar,
  lessons: lessons.map(([lessonEn, lessonAr], i) => ({
    id: id * 10 + i,
    unit_id: id,
    name_en: lessonEn,
    name_ar: lessonAr,
  })),
});

const UNITS = [
  unit(1, 'Numbers', 'الأعداد', [
    ['Whole numbers', 'الأعداد الكلية'],
    ['Fractions', 'الكسور'],
  ]),
  unit(2, 'Geometry', 'الهندسة', [['Angles', 'الزوايا']]),
  unit(3, 'Statistics', 'الإحصاء', []),
];

describe('the Book page', () => {
  it('heads with the subject name and fetches the whole book in one call', async () => {
    const fetch = mockApi({ '/api/subjects/40': ok(MATHS), '/api/subject-units': ok(UNITS) });
    await renderApp('/course-content/40/1/book', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeTruthy();
    expect(await screen.findByText('Whole numbers')).toBeTruthy();
    const calls = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => !['/api/subjects/40', '/api/config'].includes(url.pathname));
    expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/subject-units?subject_id=40&semester=first&include=lessons',
    ]);
  });

  it('opens one unit at a time, and says when a unit has no lessons', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/subject-units': ok(UNITS) });
    await renderApp('/course-content/40/1/book', { language: 'en' });
    const numbers = await screen.findByRole('button', { name: /Numbers/ });
    const geometry = screen.getByRole('button', { name: /Geometry/ });
    expect(numbers.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(geometry);
    expect(geometry.getAttribute('aria-expanded')).toBe('true');
    expect(numbers.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Angles')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Statistics/ }));
    expect(screen.getByText('No lessons available')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Statistics/ }));
    expect(screen.queryByText('No lessons available')).toBeNull();
  });

  it('names units in Arabic in Arabic', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/subject-units': ok(UNITS) });
    await renderApp('/course-content/40/1/book');
    expect(await screen.findByRole('heading', { level: 1, name: 'الرياضيات' })).toBeTruthy();
    expect(await screen.findByText('الكسور')).toBeTruthy();
  });

  it('says so when the book has no units, and shows a failure with its fallback', async () => {
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/subject-units': ok([]) });
    const first = await renderApp('/course-content/40/1/book', { language: 'en' });
    expect(await screen.findByText('No units available for this book.')).toBeTruthy();
    first.unmount();

    mockApi({ '/api/subjects/40': ok(MATHS), '/api/subject-units': () => json({}, 500) });
    await renderApp('/course-content/40/2/book', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong while fetching data',
    );
  });
});
