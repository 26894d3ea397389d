import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  LANGUAGES,
  type Language,
  openIn,
  testOnOneTab,
} from '../support/fixtures';
import { readyLesson, type Seeded, seededMaths } from '../support/seeded';
import { openDrawnByBrowser } from '../support/spa';

/** The texts each journey reads, per language (the page copy and the seeded catalogue). */
const TEXT = {
  en: {
    grade: 'Seventh Grade',
    subject: 'Mathematics',
    second: 'Second Semester',
    tiles: ['Worksheets', 'Summaries', 'Book', 'Lesson', 'Exams', "Teacher's Guide"],
    back: 'Back to course content',
    download: /^Download /,
    computer: 'Computer-Based',
    examSite: /More exams on the exam site/,
    noComputer: 'No computer-based exams for this semester yet.',
    play: /^Play /,
    close: 'Close video',
    guide: "Teacher's Guide",
  },
  ar: {
    grade: 'الصف السابع',
    subject: 'الرياضيات',
    second: 'الفصل الدراسي الثاني',
    tiles: ['أوراق العمل', 'الملخصات', 'الكتاب', 'الدروس', 'الامتحانات', 'دليل المعلم'],
    back: 'العودة إلى محتوى المادة',
    download: /^تنزيل /,
    computer: 'امتحانات محوسبة',
    examSite: /امتحانات أخرى على موقع الامتحانات/,
    noComputer: 'لا توجد امتحانات محوسبة لهذا الفصل بعد.',
    play: /^تشغيل /,
    close: 'إغلاق الفيديو',
    guide: 'دليل المعلم',
  },
} as const;

const openTile = async (page: Page, language: Language, index: number) => {
  const tile = TEXT[language].tiles[index] ?? '';
  await page.getByRole('main').getByRole('link', { name: tile, exact: true }).click();
};

const backToTiles = (page: Page, language: Language) =>
  page.getByRole('link', { name: TEXT[language].back }).click();

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`a student walks from the grades to every material of a subject (${language})`, async ({
    page,
  }) => {
    // Six pages, a download and a video: longer than one page's default budget.
    test.setTimeout(90_000);
    await openIn(page, language, '/educational-level');
    await page.getByRole('link', { name: new RegExp(text.grade) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.grade);
    await page.getByRole('tab', { name: text.second }).click();
    await expect(page).toHaveURL(/\?semester=2$/);
    await page.getByRole('tab').first().click();
    await page.getByRole('link', { name: new RegExp(`^${text.subject} `) }).click();
    await expect(page).toHaveURL(/\/course-content\/\d+\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.subject);

    // Worksheets: a PDF downloads under its original name.
    await openTile(page, language, 0);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: text.download }).first().click();
    expect((await download).suggestedFilename()).toMatch(
      /^worksheet-mathematics-grade7-first\.pdf$/,
    );
    await backToTiles(page, language);

    await openTile(page, language, 1);
    await expect(page.getByRole('link', { name: text.download }).first()).toBeVisible();
    await backToTiles(page, language);

    // Book: one unit open at a time.
    await openTile(page, language, 2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.subject);
    const units = page.getByRole('main').getByRole('button');
    await expect(units.first()).toHaveAttribute('aria-expanded', 'true');
    await units.nth(1).click();
    await expect(units.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(units.first()).toHaveAttribute('aria-expanded', 'false');
    await backToTiles(page, language);

    // Lesson: the video plays, seeks, and stops when the player closes.
    await openTile(page, language, 3);
    await page.getByRole('link', { name: text.play }).first().click();
    const video = page.getByRole('dialog').locator('video');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      element.currentTime = 2.5;
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(2.7);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: text.play }).first().click();
    await page.getByRole('button', { name: text.close }).click();
    await expect(page.locator('video')).toHaveCount(0);
    await backToTiles(page, language);

    // Exams: paper by default; computer-based ones listed, the exam site in a new tab too.
    await openTile(page, language, 4);
    await expect(page.getByRole('link', { name: text.download }).first()).toBeVisible();
    await page.getByRole('tab', { name: text.computer }).click();
    // No external exam site is set (EXAM_SITE_URL), so no link to one.
    await expect(page.getByText(text.noComputer)).toBeVisible();
    await expect(page.getByRole('link', { name: text.examSite })).toHaveCount(0);
    await backToTiles(page, language);

    await openTile(page, language, 5);
    await expect(page.getByRole('heading', { level: 2, name: text.guide })).toBeVisible();
  });
}

for (const language of LANGUAGES) {
  const quality = {
    en: ['Quality', 'Auto', 'Data saver'],
    ar: ['الجودة', 'تلقائي', 'توفير البيانات'],
  }[language];

  test(`a lesson streams its HLS ladder through hls.js, with a quality menu remembered on the device (${language})`, async ({
    page,
    request,
  }) => {
    // A ceiling for a busy machine: on a quiet one the ladders are made seconds after start.
    test.setTimeout(120_000);
    const { subjectId } = await seededMaths(request);
    const lesson = await readyLesson(request, subjectId);
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (/\.(m3u8|m4s|mp4)$/.test(new URL(response.url()).pathname)) fetched.push(response.url());
    });
    await openIn(page, language, `/course-content/${subjectId}/1/lesson`);
    await page.getByRole('link', { name: TEXT[language].play }).first().click();
    const dialog = page.getByRole('dialog');
    const video = dialog.locator('video');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(1);
    // Media Source, fed by hls.js from the playlists and fMP4 segments, not the upload.
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /^blob:/,
    );
    expect(fetched.some((url) => url.endsWith('.m3u8'))).toBe(true);
    expect(fetched.some((url) => url.endsWith('.m4s'))).toBe(true);
    expect(fetched.some((url) => url.includes('/lessons/videos/'))).toBe(false);

    const [label, auto, saver] = quality;
    const menu = dialog.getByLabel(label as string);
    await expect(menu).toHaveValue('auto');
    await expect(menu.locator('option')).toHaveText([
      auto as string,
      saver as string,
      ...lesson.stream.rungs.map((height) => `${height}p`),
    ]);
    await menu.selectOption('data_saver');
    expect(await page.evaluate(() => localStorage.getItem('video-quality'))).toBe('data_saver');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: TEXT[language].play }).first().click();
    await expect(page.getByRole('dialog').getByLabel(label as string)).toHaveValue('data_saver');
  });
}

test.describe('error and empty paths', () => {
  test('a malformed grade id toasts and returns to the educational level', async ({ page }) => {
    await openIn(page, 'en', '/materialsClass/abc');
    await expect(
      page.getByText('Invalid grade ID. Redirecting to Educational Level...'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/educational-level$/);
  });

  test('a grade without subjects is Class Not Found, with a way back', async ({ page }) => {
    await openIn(page, 'en', '/materialsClass/987654');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class Not Found');
    await page.getByRole('link', { name: 'Back to Educational Level' }).click();
    await expect(page).toHaveURL(/\/educational-level$/);
  });

  test('the title falls back to "Grade {id}" and an empty semester says so', async ({
    page,
    request,
  }) => {
    const { gradeId } = await seededMaths(request);
    await page.route('**/api/grades', (route) => route.abort());
    await page.route('**/api/subjects?*', async (route) => {
      const body = await (await route.fetch()).json();
      const first = body.data.filter((row: { semester: string }) => row.semester === 'first');
      await route.fulfill({ json: { status: 'success', data: first } });
    });
    await openDrawnByBrowser(page, 'en', `/materialsClass/${gradeId}?semester=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Grade ${gradeId}`);
    await expect(page.getByText('No materials available for this semester.')).toBeVisible();
  });

  test('lists that fail show the network message with Try Again', async ({ page, request }) => {
    const { subjectId } = await seededMaths(request);
    await page.route('**/api/worksheets?*', (route) => route.abort());
    await openDrawnByBrowser(page, 'en', `/course-content/${subjectId}/1/worksheets`);
    const alert = page.getByRole('alert').filter({ hasText: 'Network error' });
    await expect(alert).toContainText('Network error. Please check your internet connection.');
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  test('a list with nothing for the semester says so', async ({ page, request }) => {
    const { subjectId } = await seededMaths(request);
    // The first-semester subject has no second-semester material.
    await openIn(page, 'ar', `/course-content/${subjectId}/2/summaries`);
    await expect(page.getByText('لا توجد ملخصات متاحة للفصل الدراسي الثاني.')).toBeVisible();
  });

  for (const path of [
    '/course-content/1/3',
    '/course-content/abc/1/book',
    '/course-content/987654/1',
  ]) {
    test(`${path} is Course Not Found`, async ({ page }) => {
      await openIn(page, 'en', path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course Not Found');
    });
  }

  test('a course by name opens its first semester, or says it does not exist', async ({ page }) => {
    await openIn(page, 'en', '/course-content/physics');
    await expect(page).toHaveURL(/\/course-content\/\d+\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Physics');
    await page.goto('/course-content/Astrology');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subject Not Found');
  });
});

const MORE_LESSONS = { en: 'Show more lessons', ar: 'عرض مزيد من الدروس' } as const;

for (const language of LANGUAGES) {
  test(`Show More loads the next page of lessons from the server (${language})`, async ({
    page,
    request,
  }) => {
    const { subjectId } = await seededMaths(request);
    // A demo semester fits in one page: asked one lesson a page, the server pages it for real.
    await page.route('**/api/lessons?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '1');
      return route.continue({ url: url.toString() });
    });
    await openDrawnByBrowser(page, language, `/course-content/${subjectId}/1/lesson`);
    const cards = page.getByRole('main').getByRole('link', { name: TEXT[language].play });
    await expect(cards).toHaveCount(1);
    const more = page.getByRole('button', { name: MORE_LESSONS[language] });
    await expectNoSeriousA11yViolations(page);
    await more.click();
    await expect(cards).toHaveCount(2);
    const names = await cards.allTextContents();
    expect(new Set(names).size).toBe(2);
    // The keyboard carries on at the first new lesson.
    await expect(cards.nth(1).locator('xpath=ancestor::li[1]')).toBeFocused();
  });
}

/** The catalogue pages have seeded ids, so their accessibility scans live here. */
const CATALOGUE_PAGES: Record<string, (seeded: Seeded) => string> = {
  'the subjects of a grade': (seeded) => `/materialsClass/${seeded.gradeId}`,
  'a course': (seeded) => `/course-content/${seeded.subjectId}/1`,
  ...Object.fromEntries(
    ['worksheets', 'summaries', 'book', 'lesson', 'exams', 'teachers-guide'].map((material) => [
      `the ${material} page`,
      (seeded: Seeded) => `/course-content/${seeded.subjectId}/1/${material}`,
    ]),
  ),
  'a course that does not exist': (seeded) => `/course-content/${seeded.subjectId}/3`,
};

for (const language of LANGUAGES) {
  for (const [name, pathOf] of Object.entries(CATALOGUE_PAGES)) {
    testOnOneTab(
      `${name} has no serious accessibility violation in ${language}`,
      async ({ page, request }) => {
        await openIn(page, language, pathOf(await seededMaths(request)));
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      },
    );
  }

  test(`the open video player has no serious accessibility violation in ${language}`, async ({
    page,
    request,
  }) => {
    const { subjectId } = await seededMaths(request);
    await openDrawnByBrowser(page, language, `/course-content/${subjectId}/1/lesson`);
    await page.getByRole('link', { name: TEXT[language].play }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
