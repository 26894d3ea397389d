import { expect, type Page, test } from '@playwright/test';
import arCommon from '../../apps/web/src/locales/ar/common.json' with { type: 'json' };
import arOffline from '../../apps/web/src/locales/ar/offline.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enOffline from '../../apps/web/src/locales/en/offline.json' with { type: 'json' };
import { LANGUAGES, type Language, menuToggle, openIn } from '../support/fixtures';
import { readyLesson, seededMaths } from '../support/seeded';
import { bearer, type Session, signInAs, verifiedAccount } from '../support/sessions';

/**
 * Learning without a connection (issue 35), on a phone in both languages: a student saves a
 * lesson and a PDF, loses the connection, plays and seeks the lesson from the phone, opens
 * the PDF, meets a page never opened that lists what is saved, makes progress that reaches
 * the server once back online, finds both in the profile's Saved tab, and signs out leaving
 * nothing saved behind. (Exams, search and sign-up offline: their own tests, in Vitest.)
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true });

const textsOf = (language: Language) =>
  language === 'ar'
    ? { offline: arOffline, common: arCommon }
    : { offline: enOffline, common: enCommon };

/** Waits until the service worker controls the page (it registers once the app is idle). */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 20_000,
    })
    .toBe(true);
}

const savedList = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('madrasa:saved-files') ?? '[]').length);

for (const language of LANGUAGES) {
  const text = textsOf(language);

  test(`a saved lesson and PDF work offline, progress arrives once back, sign-out clears them (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    const { subjectId } = await seededMaths(request);
    const lesson = await readyLesson(request, subjectId);
    const student: Session = await verifiedAccount(request, 'student');
    await signInAs(page, 'student', student);
    const lessons = `/course-content/${subjectId}/1/lesson?lesson=${lesson.id}`;
    await openIn(page, language, lessons);
    await controlled(page);

    // Saving a lesson: its size first, then "Saved on this phone".
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(text.offline['save.button']) }).click();
    await expect(dialog.getByText(text.offline['save.saved'])).toBeVisible({ timeout: 30_000 });

    // A PDF of the same subject, from its worksheets.
    await page.goto(`/course-content/${subjectId}/1/worksheets`);
    await page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(text.offline['save.pdf']) })
      .first()
      .click();
    await expect(page.getByText(text.offline['save.saved']).first()).toBeVisible();
    expect(await savedList(page)).toBe(2);
    const [pdf] = await page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('madrasa:saved-files') ?? '[]') as {
          url: string;
          kind: string;
        }[]
      )
        .filter((file) => file.kind !== 'lesson')
        .map((file) => file.url),
    );

    await context.setOffline(true);
    // The lesson's page, kept by the worker, plays the saved MP4 and seeks in it.
    await page.goto(lessons);
    const video = page.getByRole('dialog').locator('video');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(1);
    const seeked = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
          element.currentTime = element.duration / 2;
        }),
    );
    expect(seeked).toBeGreaterThan(2);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await page.keyboard.press('Escape');

    // The saved PDF is answered from the phone.
    const opened = await page.evaluate(async (url) => {
      const response = await fetch(url ?? '');
      return { status: response.status, head: (await response.text()).slice(0, 5) };
    }, pdf);
    expect(opened).toEqual({ status: 200, head: '%PDF-' });

    // A page never opened: the offline page, listing what is saved.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.offline['page.title']);
    const play = text.offline['saved.play'].split('{{title}}')[0] ?? '';
    await expect(page.getByRole('button', { name: new RegExp(`^${play}`) })).toBeVisible();

    // Back online: the progress made offline reaches the server.
    await context.setOffline(false);
    await page.goto(lessons);
    await expect
      .poll(async () => {
        const items = (
          await (
            await request.get(
              `/api/student/progress/items?subject_id=${subjectId}&semester=first`,
              {
                headers: bearer(student),
              },
            )
          ).json()
        ).data as { kind: string; id: number; position_seconds: number | null }[];
        return (
          items.find((item) => item.kind === 'lesson' && item.id === lesson.id)?.position_seconds ??
          0
        );
      })
      .toBeGreaterThan(2);

    // The profile's Saved tab lists both; signing out leaves nothing saved behind.
    await page.keyboard.press('Escape');
    await page.goto('/profile/student');
    await page.getByRole('tab', { name: text.offline['saved.tab'] }).click();
    await expect(page.getByRole('heading', { name: text.offline['saved.title'] })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(2);
    await menuToggle(page, text.common['header.openMenu']).click();
    await page
      .getByRole('button', { name: text.common['auth.logout'] })
      .filter({ visible: true })
      .click();
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          saved: await caches.has('madrasa-saved'),
          list: localStorage.getItem('madrasa:saved-files'),
        })),
      )
      .toEqual({ saved: false, list: null });
  });
}
