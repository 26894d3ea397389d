import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setConnection } from '@/test/connection.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { siteConfigAnswer } from '@/test/site-config-answer.ts';
import { isBarePath, isExamAttempt } from './is-bare-path.ts';

describe('isBarePath', () => {
  it('is bare on paths containing login, signup, user-type, forgot or verify', () => {
    for (const path of [
      '/login',
      '/login/user-type',
      '/signup/teacher',
      '/forgot/student',
      '/login/conformation',
      '/verify',
    ]) {
      expect(isBarePath(path, 'live'), path).toBe(true);
    }
    for (const path of ['/about', '/teachers', '/blogDetails/3', '/profile/student']) {
      expect(isBarePath(path, 'live'), path).toBe(false);
    }
  });

  it("hides the chrome on '/' only in pre-launch mode", () => {
    expect(isBarePath('/', 'live')).toBe(false);
    expect(isBarePath('/', 'prelaunch')).toBe(true);
    expect(isBarePath('/about', 'prelaunch')).toBe(false);
  });
});

describe('isExamAttempt', () => {
  it('is true only while an exam attempt runs, not on its review', () => {
    expect(isExamAttempt('/exam-attempts/12')).toBe(true);
    for (const path of ['/exam-attempts/12/review', '/computer-exams/3', '/teachers-details/1']) {
      expect(isExamAttempt(path), path).toBe(false);
    }
  });
});

describe('RootLayout', () => {
  it('shows header and footer on public pages', async () => {
    await renderApp('/services', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it.each(['/login/user-type', '/signup/user-type', '/login/student', '/forgot/teacher'])(
    'hides header and footer on %s',
    async (path) => {
      await renderApp(path, { language: 'en' });
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.getByRole('main')).toBeTruthy();
    },
  );

  it.each([
    [
      'en',
      "You're offline. This page shows the last copy saved on your device; your progress is sent when you're back online.",
    ],
    [
      'ar',
      'أنت غير متصل بالإنترنت. تعرض الصفحة آخر نسخة محفوظة منها، ويُرسَل تقدّمك عند عودة الاتصال.',
    ],
  ] as const)(
    'says under the header while offline (%s) that the page is a saved copy',
    async (language, text) => {
      await renderApp('/services', { language });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByText(text)).toBeNull();
      setConnection(false);
      expect(screen.getByText(text).closest('[role="status"]')).toBeTruthy();
      setConnection(true);
      expect(screen.queryByText(text)).toBeNull();
    },
  );

  it("shows the layout on '/' in live mode (the default)", async () => {
    await renderApp('/', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it("hides it on '/' in pre-launch mode, which shows the landing page", async () => {
    mockApi({ '/api/config': siteConfigAnswer({ launch_mode: 'prelaunch' }) });
    await renderApp('/', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Madrasa' }),
    ).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('footer carries the links and the contact details from /api/config', async () => {
    mockApi({
      '/api/config': siteConfigAnswer({
        contact: {
          phone: '+962 6 555 0100',
          email: 'info@madrasa.jo',
          location_en: 'Amman - Jordan',
        },
        social: {
          facebook: 'https://facebook.com/madrasa',
          youtube: 'https://youtube.com/@madrasa',
        },
      }),
    });
    await renderApp('/services', { language: 'en' });
    const footer = await screen.findByRole('contentinfo');
    const nav = await screen.findByRole('navigation', { name: 'Site links' });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/services',
      '/teachers',
      '/blog',
      '/educational-level',
      '/contact',
      '/privacy',
      '/terms',
      '/faqs',
    ]);
    expect((await screen.findByText('+962 6 555 0100')).getAttribute('href')).toBe(
      'tel:+96265550100',
    );
    expect(footer.textContent).toContain('info@madrasa.jo');
    expect(footer.textContent).toContain('Amman - Jordan');
    expect(screen.getByRole('link', { name: /YouTube/ }).getAttribute('href')).toBe(
      'https://youtube.com/@madrasa',
    );
  });
});
