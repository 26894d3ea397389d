import { expect } from '@playwright/test';
import {
  collectConsoleErrors,
  expectNoSeriousA11yViolations,
  LANGUAGES,
  type Language,
  openIn,
  testOnOneTab as test,
} from '../support/fixtures';

/** Each page's h1 where the page itself names it (the others are checked by their journeys). */
const TITLES: Record<string, Record<Language, string>> = {
  '/': { en: 'Your school subjects, all in one place', ar: 'موادّك المدرسية كلها في مكان واحد' },
  '/about': { en: 'About us', ar: 'من نحن' },
  '/services': { en: 'Services', ar: 'خدماتنا' },
  '/blog': { en: 'Blog', ar: 'المدونة' },
  '/contact': { en: 'Contact us', ar: 'تواصل معنا' },
  '/faqs': { en: 'Frequently Asked Questions', ar: 'الأسئلة الشائعة' },
  '/privacy': { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  '/terms': { en: 'Terms and Conditions', ar: 'الشروط والأحكام' },
};

/** Every public page; later features add theirs here. */
const PAGES = [
  ...Object.keys(TITLES),
  '/teachers',
  '/educational-level',
  '/educational-level/intermediate',
  '/educational-level/high-school',
  '/blogDetails/1',
  '/login/user-type',
  '/signup/user-type',
  '/login/student',
  '/login/teacher',
  '/signup/student',
  '/signup/teacher',
  '/forgot/student',
  '/forgot/teacher',
  '/login/conformation',
  '/not-a-page',
  '/admin/login',
];

for (const language of LANGUAGES) {
  for (const path of PAGES) {
    const title = TITLES[path]?.[language];
    const named = title ? ', one h1, title, description and link-preview tags' : '';
    test(`${path} in ${language}: no serious accessibility violation${named}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await openIn(page, language, path);
      if (title) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(/Madrasa \| مدرسة$/);
        for (const tag of ['og:title', 'og:description', 'og:type', 'og:image']) {
          await expect(page.locator(`meta[property="${tag}"]`)).toHaveAttribute('content', /\S/);
        }
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      }
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      if (title) expect(errors).toEqual([]);
    });
  }
}
