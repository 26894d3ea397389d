import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { renderApp } from '@/test/render-app.tsx';

/** Every route of docs/product.md §2 and the page it must reach (not the 404). */
const ROUTES = [
  '/',
  '/about',
  '/services',
  '/educational-level',
  '/educational-level/intermediate',
  '/educational-level/high-school',
  '/teachers',
  '/teachers-details/4',
  '/blog',
  '/blogDetails/2',
  '/contact',
  '/privacy',
  '/terms',
  '/faqs',
  '/materialsClass/3',
  '/course-content/5/1',
  '/course-content/5/1/book',
  '/course-content/5/1/exams',
  '/course-content/5/1/lesson',
  '/course-content/5/1/summaries',
  '/course-content/5/1/teachers-guide',
  '/course-content/5/1/worksheets',
  '/course-content/Mathematics',
  '/login',
  '/login/user-type',
  '/signup',
  '/signup/user-type',
  '/login/student',
  '/login/teacher',
  '/signup/student',
  '/signup/teacher',
  '/forgot/student',
  '/forgot/teacher',
  '/login/conformation',
  '/admin',
  '/admin/anything',
];

describe('route tree', () => {
  it.each(ROUTES)('%s renders one h1 and is not the 404 page', async (path) => {
    await renderApp(path, { language: 'en' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(heading.textContent).not.toBe('Page Not Found');
  });

  it.each([
    ['/profile/student', 'stu_sara_1', 'Student Profile'],
    ['/profile/teacher', 'tch_omar_1', 'Teacher Profile'],
  ])('%s renders for its user type', async (path, username, title) => {
    saveSession({ id: 1, username, token: 't' });
    const { router } = await renderApp(path, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('the user-type screens link to the matching forms', async () => {
    await renderApp('/login/user-type', { language: 'en' });
    expect((await screen.findByRole('link', { name: /Teacher/ })).getAttribute('href')).toBe(
      '/login/teacher',
    );
    expect(screen.getByRole('link', { name: /Student/ }).getAttribute('href')).toBe(
      '/login/student',
    );
  });

  it('the sign-up choice links to the forms and back to login', async () => {
    await renderApp('/signup', { language: 'en' });
    expect((await screen.findByRole('link', { name: /Teacher/ })).getAttribute('href')).toBe(
      '/signup/teacher',
    );
    expect(screen.getByRole('link', { name: /Student/ }).getAttribute('href')).toBe(
      '/signup/student',
    );
    expect(screen.getByRole('link', { name: 'Login Now' }).getAttribute('href')).toBe(
      '/login/user-type',
    );
  });
});
