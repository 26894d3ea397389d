import { expect, type Page } from '@playwright/test';

/**
 * Goes to `path` the way the app's own links do (history and popstate, no reload), which is
 * much quicker than a page load, and waits for the new screen's h1. The current screen's
 * headings are marked first so the wait cannot be met by the screen being left.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((path) => {
    for (const heading of Array.from(document.querySelectorAll('h1'))) {
      heading.setAttribute('data-left', '');
    }
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-left])').first(), path).toHaveText(/\S/);
}
