import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { allowSlowLazyPages, ok, SEVENTH_GRADE, subject } from '../test/fixtures.ts';

allowSlowLazyPages();

const SUBJECTS = [
  subject(40, 'first', 'Mathematics', 'الرياضيات'),
  subject(41, 'first', 'Science', 'العلوم'),
  subject(46, 'second', 'Mathematics', 'الرياضيات'),
];

const subjectLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/course-content/'))
    .map((link) => [link.getAttribute('href'), link.textContent]);

describe('/materialsClass/:gradeId', () => {
  it('asks for the grade’s subjects and shows the first semester’s by default', async () => {
    const fetch = mockApi({ '/api/grades': ok([SEVENTH_GRADE]), '/api/subjects': ok(SUBJECTS) });
    await renderApp('/materialsClass/7', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seventh Grade' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Mathematics First Semester' })).toBeTruthy();
    expect(subjectLinks()).toEqual([
      ['/course-content/40/1', 'MathematicsFirst Semester'],
      ['/course-content/41/1', 'ScienceFirst Semester'],
    ]);
    // The picture is decorative: the card's heading already names the subject.
    const picture = screen
      .getByRole('link', { name: 'Mathematics First Semester' })
      .querySelector('img');
    expect([picture?.getAttribute('src'), picture?.getAttribute('alt')]).toEqual([
      '/storage/subjects/40.webp',
      '',
    ]);
    const subjectsCall = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/subjects');
    expect(subjectsCall?.searchParams.get('grade_id')).toBe('7');
    expect(screen.getByRole('tab', { name: 'First Semester' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('switches to the second semester’s subjects', async () => {
    mockApi({ '/api/grades': ok([SEVENTH_GRADE]), '/api/subjects': ok(SUBJECTS) });
    const { router } = await renderApp('/materialsClass/7', { language: 'en' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Second Semester' }));
    expect(await screen.findByRole('link', { name: 'Mathematics Second Semester' })).toBeTruthy();
    expect(subjectLinks()).toEqual([['/course-content/46/2', 'MathematicsSecond Semester']]);
    expect(router.state.location.search).toBe('?semester=2');
  });

  it('says so when the chosen semester has no subjects', async () => {
    mockApi({ '/api/grades': ok([SEVENTH_GRADE]), '/api/subjects': ok(SUBJECTS.slice(0, 1)) });
    await renderApp('/materialsClass/7?semester=2', { language: 'en' });
    expect(await screen.findByText('No materials available for this semester.')).toBeTruthy();
  });

  it('shows Class Not Found with a way back when the grade has no subjects', async () => {
    mockApi({ '/api/grades': ok([SEVENTH_GRADE]), '/api/subjects': ok([]) });
    await renderApp('/materialsClass/99', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Class Not Found' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to Educational Level' }).getAttribute('href'),
    ).toBe('/educational-level');
  });

  it('falls back to "Grade {id}" when the grade list fails', async () => {
    mockApi({ '/api/grades': () => json({}, 500), '/api/subjects': ok(SUBJECTS) });
    await renderApp('/materialsClass/7', { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Science First Semester' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Grade 7');
  });

  it('shows the subjects error with a retry', async () => {
    mockApi({ '/api/grades': ok([SEVENTH_GRADE]), '/api/subjects': () => json({}, 500) });
    await renderApp('/materialsClass/7', { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while fetching subjects');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("says 'Failed to fetch subjects' when the reply's status is not success", async () => {
    mockApi({ '/api/grades': ok([SEVENTH_GRADE]), '/api/subjects': { status: 'fail', data: [] } });
    await renderApp('/materialsClass/7', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch subjects');
  });

  it('toasts and redirects to the educational level for a non-numeric grade id', async () => {
    mockApi({ '/api/grades': ok([SEVENTH_GRADE]) });
    const { router } = await renderApp('/materialsClass/seven', { language: 'en' });
    expect(
      await screen.findByText('Invalid grade ID. Redirecting to Educational Level...'),
    ).toBeTruthy();
    // Through /educationalLevel, as the spec names it, which redirects.
    await waitFor(() => expect(router.state.location.pathname).toBe('/educational-level'));
  });

  it('speaks Arabic in Arabic', async () => {
    mockApi({ '/api/grades': ok([SEVENTH_GRADE]), '/api/subjects': ok(SUBJECTS) });
    await renderApp('/materialsClass/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصف السابع' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'الرياضيات الفصل الدراسي الأول' })).toBeTruthy();
  });
});
