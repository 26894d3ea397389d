import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations, LANGUAGES, openIn } from '../support/fixtures';

/** Every public page; later features add theirs here. */
const PAGES = [
  '/',
  '/about',
  '/services',
  '/teachers',
  '/educational-level',
  '/educational-level/intermediate',
  '/educational-level/high-school',
  '/blog',
  '/blogDetails/1',
  '/contact',
  '/privacy',
  '/terms',
  '/faqs',
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
    test(`${path} has no serious accessibility violation in ${language}`, async ({ page }) => {
      await openIn(page, language, path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }
}
