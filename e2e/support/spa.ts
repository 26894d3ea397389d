import { expect, type Page } from '@playwright/test';
import { type Language, openIn, takenOver } from './fixtures';

/** A screen the server never renders (the not-found page), to start the app from. */
const BROWSER_DRAWN_START = '/e2e-start';

/**
 * Goes to `path` the way the app's own links do (history and popstate, no reload), which is
 * much quicker than a page load, and waits for the new screen's h1. The current screen's
 * headings are marked first so the wait cannot be met by the screen being left.
 */
export async function navigateInApp(page: Page, path: string) {
  await takenOver(page);
  await page.evaluate((path) => {
    for (const heading of Array.from(document.querySelectorAll('h1'))) {
      heading.setAttribute('data-left', '');
    }
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-left])').first(), path).toHaveText(/\S/);
}

/**
 * Opens `path` as a visitor reaches it from another screen of the app: the browser draws it
 * and makes its API calls itself, where a test can intercept them. A full load of a public
 * page arrives drawn by the server with its data already in it, so no call would go out.
 */
export async function openDrawnByBrowser(page: Page, language: Language, path: string) {
  await openIn(page, language, BROWSER_DRAWN_START);
  await navigateInApp(page, path);
}

/**
 * Holds every request matching `url` until the returned `release` is called, to see what a
 * visitor sees while it is on its way (a busy button, a page before the app's code).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
