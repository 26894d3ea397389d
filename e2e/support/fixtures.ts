import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../packages/contracts/src/enums.ts';

/** Where the web app keeps the reader's language choice (apps/web/src/shared/lib/direction.ts). */
const LANGUAGE_STORAGE_KEY = 'lang';

export type Language = 'ar' | 'en';
export const LANGUAGES: Language[] = ['ar', 'en'];

/** The cookie the server renders pages in, as the web client writes it on a choice. */
export async function chooseLanguageCookie(page: Page, language: Language) {
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
}

/**
 * Opens a path with the language chosen beforehand, as a returning visitor would have it:
 * the cookie the server renders pages by, and the browser's own copy.
 */
export async function openIn(page: Page, language: Language, path: string) {
  await chooseLanguageCookie(page, language);
  await page.addInitScript(
    ({ key, lang }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, lang);
    },
    { key: LANGUAGE_STORAGE_KEY, lang: language },
  );
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await takenOver(page);
}

/**
 * The header's phone menu toggle, or its language menu's: native disclosures (`<summary>`),
 * which open before the app (issue 36) and which Playwright gives no role.
 */
export const menuToggle = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').locator('summary').filter({ hasText: name });

/**
 * Reaches for the page, as a visitor does, and waits until the app owns it (app-root.tsx): a
 * page the server drew shows without its code, which loads on a first touch, key or pointer
 * move (public/start-app.js). A key pressed before the take-over does nothing.
 */
export async function takenOver(page: Page) {
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/**
 * Fails on any serious or critical axe violation, listing what and where. Also runs the
 * experimental rule that a control's accessible name contains its visible text, which
 * speech-input users rely on ("click Mathematics").
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Colours read mid-transition (a toast sliding in, a button's hover fading) are not what
  // anyone reads: the scan waits for the page's finite animations to end, on a slow machine too.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const { effect } = animation;
          const target = effect instanceof KeyframeEffect ? effect.target : null;
          // A toast's countdown bar runs for as long as the toast shows: not a colour change.
          if (target?.closest('.Toastify__progress-bar')) return false;
          // Nor is an element not drawn, such as a closed menu's link: its transition (the
          // session applied while the menu was closed) never advances, and axe skips it.
          if (target && !target.checkVisibility()) return false;
          return effect?.getTiming().iterations !== Number.POSITIVE_INFINITY;
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    // Only violations are wanted: axe then skips collecting every passing node (a fifth faster).
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    // A toast on its way out is fading: its contrast mid-fade is not what anyone reads.
    .exclude('[class*="Toastify__bounce-exit"]')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/** The contact page's map comes from Google; the suite stays offline with a blank stand-in. */
export async function stubGoogleMap(page: Page) {
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
}

/** Console errors of a page; a test that expects none asserts the list is empty at its end. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    // openIn's init script also runs in the cross-origin map frame, where storage is denied.
    if (!error.message.includes("'localStorage' property")) errors.push(error.message);
  });
  return errors;
}

/**
 * A test whose `page` is one tab a worker keeps from test to test, for suites of plain visits
 * (a page opened, looked at, scanned). A new tab starts with an empty cache, so each test would
 * fetch and compile the app's code again: on CI's two cores that was a third of a visit. Each
 * test still loads its page afresh; `openIn` sets the language, which the tab's stored choice
 * follows, as a returning visitor's does. A failed test restarts the worker, and the tab.
 * The suite stays offline: the tab has the map's stand-in.
 */
export const testOnOneTab = test.extend<object, { tab: Page }>({
  tab: [
    async ({ browser }, use) => {
      const context = await browser.newContext(test.info().project.use);
      await context.addInitScript(
        ({ cookie, key }) => {
          const chosen = document.cookie.match(new RegExp(`(?:^|; )${cookie}=(\\w+)`))?.[1];
          try {
            if (chosen) localStorage.setItem(key, chosen);
          } catch {
            // A cross-origin frame (the contact page's map) has no storage to set.
          }
        },
        { cookie: LANGUAGE_COOKIE, key: LANGUAGE_STORAGE_KEY },
      );
      const tab = await context.newPage();
      await stubGoogleMap(tab);
      await use(tab);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ tab }, use) => {
    await use(tab);
    tab.removeAllListeners('console');
    tab.removeAllListeners('pageerror');
  },
});
