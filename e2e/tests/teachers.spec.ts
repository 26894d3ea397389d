import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  chooseLanguageCookie,
  expectNoSeriousA11yViolations,
  LANGUAGES,
  openIn,
  takenOver,
} from '../support/fixtures';
import { teacherIdOf } from '../support/seeded';

/** The seeded teacher with files, videos, paper exams and ten published reviews. */
const AHMAD = 'أحمد الخطيب';

const cards = (page: Page) => page.locator('main article');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/**
 * How many teachers the directory holds for a filter. Other journeys sign teachers up in
 * the same database, so counts come from the API rather than from the seed.
 */
async function countTeachers(request: APIRequestContext, query = ''): Promise<number> {
  const response = await request.get(`/api/teachers?limit=100${query}`);
  return (await response.json()).data.length;
}

test('the directory filters by each dropdown and together, keeps them in the URL, and resets', async ({
  page,
  request,
}) => {
  const total = await countTeachers(request);
  await openIn(page, 'en', '/teachers');
  await expect(cards(page)).toHaveCount(Math.min(6, total));
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(cards(page)).toHaveCount(Math.min(9, total));

  const highSchool = await countTeachers(request, '&age_group_taught=High%20School');
  await page.getByLabel('Section').selectOption('High School');
  await expect(page).toHaveURL(/age_group_taught=High\+School/);
  await expect(cards(page)).toHaveCount(Math.min(6, highSchool));
  for (const card of await cards(page).all()) await expect(card).toContainText('High School');

  // The Subject options are narrowed to the chosen section's subjects.
  const subject = page.getByLabel('Subject');
  await expect(subject.locator('option', { hasText: 'الفيزياء' })).toHaveCount(1);
  await expect(subject.locator('option', { hasText: 'اللغة الإنجليزية' })).toHaveCount(0);
  await subject.selectOption('الفيزياء');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('محمد الزعبي');

  await page.goBack();
  await expect(cards(page)).toHaveCount(Math.min(6, highSchool));
  await expect(page.getByLabel('Subject')).toHaveValue('');

  await page.getByLabel('Teacher name').selectOption(AHMAD);
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel('Section').selectOption('Primary');
  await expect(page.getByText('No teachers found')).toBeVisible();

  await page.getByRole('button', { name: 'Delete All' }).click();
  await expect(page).toHaveURL(/\/teachers$/);
  await expect(cards(page)).toHaveCount(Math.min(6, total));
});

test('the dropdowns and a card are keyboard operable in Arabic', async ({ page, request }) => {
  const primary = await countTeachers(request, '&age_group_taught=Primary');
  await openIn(page, 'ar', '/teachers');
  await page.getByLabel('المرحلة').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/age_group_taught=Primary/);
  // The filtered list first: the cards read before it is drawn are the whole list's.
  await expect(cards(page)).toHaveCount(Math.min(6, primary));
  for (const card of await cards(page).all())
    await expect(card).toContainText('المرحلة الابتدائية');
  await page.getByRole('link', { name: 'رنا الحوراني' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/teachers-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رنا الحوراني');
});

test('a drawn page showing a play button brings the app once idle, untouched; others wait for a touch', async ({
  page,
  request,
}) => {
  const id = await teacherIdOf(request, AHMAD);
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguageCookie(page, 'ar');
  // No key, pointer or touch: the play buttons in view bring the code (public/start-app.js).
  await page.goto(`/teachers-details/${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page
    .getByRole('button', { name: /^تشغيل / })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('video')).toBeVisible();

  // A page with nothing to play stays as drawn, with no app code, until the visitor reaches for it.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['/start-app.js']);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
});

test('a teacher page plays a course video and downloads a file and a paper exam', async ({
  page,
}) => {
  await openIn(page, 'en', '/teachers');
  await page.getByRole('link', { name: AHMAD }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(AHMAD);
  await expect(tab(page, 'Courses')).toHaveAttribute('aria-selected', 'true');

  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const video = dialog.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await tab(page, 'Files').click();
  await expect(page.getByRole('button', { name: 'Course Summaries' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(2);
  await page.getByRole('button', { name: 'Worksheets' }).click();
  await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(1);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download / }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);

  await tab(page, 'Teacher Exams').click();
  // Electronic Exams lists the teacher's computer-based exams; no external exam site is set,
  // so no link to one.
  await page.getByRole('button', { name: 'Electronic Exams' }).click();
  await expect(page.getByRole('link', { name: /^Start / }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /More exams on the exam site/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Paper Exams' }).click();
  await expect(page.getByRole('link', { name: 'Download Definite Integrals' })).toBeVisible();
  const [exam] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Definite Integrals' }).click(),
  ]);
  expect(exam.suggestedFilename()).toMatch(/\.pdf$/);
});

test('tabs follow the reading direction with the arrow keys', async ({ page, request }) => {
  const id = await teacherIdOf(request, AHMAD);
  await openIn(page, 'ar', `/teachers-details/${id}`);
  await tab(page, 'الدورات').focus();
  // In Arabic the next tab is to the left.
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'الملفات')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(page, 'المراجعات')).toHaveAttribute('aria-selected', 'true');
});

test('reviews page by 6, +3 and back; a new review waits for approval', async ({
  page,
  request,
}) => {
  const id = await teacherIdOf(request, AHMAD);
  await openIn(page, 'en', `/teachers-details/${id}`);
  await tab(page, 'Reviews').click();
  const reviews = page.getByRole('region', { name: 'Reviews' }).getByRole('article');
  await expect(reviews).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Show Less' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(reviews).toHaveCount(9);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(reviews).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(reviews).toHaveCount(6);

  const submit = page.getByRole('button', { name: 'Submit Review' });
  await submit.click();
  await expect(page.getByText('Please fill in all review fields')).toBeVisible();

  const comment = `Great revision sessions <b>${Date.now()}</b>`;
  await page.getByLabel('Full name').fill('Playwright Visitor');
  await page.getByLabel('Email').fill('visitor@example.com');
  await page.getByLabel('Comment').fill(comment);
  await submit.click();
  await expect(page.getByText('Review submitted successfully')).toBeVisible();
  await expect(
    page.getByText('Thank you! Your review will appear on this page once it is approved.'),
  ).toBeVisible();

  // Until an admin approves it (admin.spec.ts approves one in the console), a review is not listed.
  await page.reload();
  // As after any load: the tab is pressed once the app owns the page (docs/decisions.md §14).
  await takenOver(page);
  await tab(page, 'Reviews').click();
  await expect(reviews).toHaveCount(6);
  await page.getByRole('button', { name: 'Show More' }).click();
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(reviews).toHaveCount(10);
  await expect(page.getByText(comment)).toHaveCount(0);
});

test('each computer-based exam card names its grade and semester, so two of one title differ', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await teacherIdOf(request, AHMAD);
  await openIn(page, 'ar', `/teachers-details/${id}`);
  await tab(page, 'امتحانات المعلم').click();
  await page.getByRole('button', { name: /الامتحانات المحوسبة/ }).click();
  const examCards = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^ابدأ / }) });
  await expect(examCards.first()).toBeVisible();
  const shown = await examCards.evaluateAll((articles) =>
    articles.map((article) => ({
      title: article.querySelector('h2')?.textContent ?? '',
      where: article.querySelector('h2 + p')?.textContent ?? '',
    })),
  );
  for (const { where } of shown) expect(where).toMatch(/^الصف .+ · الفصل (الأول|الثاني)$/);
  const titles = shown.map((card) => card.title);
  const repeated = titles.find((title, index) => titles.indexOf(title) !== index);
  expect(repeated, 'the seed sets one exam in two grades').toBeTruthy();
  expect(shown.filter((card) => card.title === repeated).map((card) => card.where)).toEqual([
    'الصف العاشر · الفصل الأول',
    'الصف الثاني الثانوي · الفصل الأول',
  ]);
});

test('an unknown teacher shows Teacher Not Found with a way back', async ({ page }) => {
  await openIn(page, 'en', '/teachers-details/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teacher Not Found');
  await page.getByRole('link', { name: 'Back to Teachers' }).click();
  await expect(page).toHaveURL(/\/teachers$/);
});

for (const language of LANGUAGES) {
  // One visit scans each of the four tabs in turn: a page load per tab added nothing.
  test(`a teacher page has no serious accessibility violation in ${language}, on each tab`, async ({
    page,
    request,
  }) => {
    const id = await teacherIdOf(request, AHMAD);
    await openIn(page, language, `/teachers-details/${id}`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const panel of [0, 1, 2, 3]) {
      await tabs.nth(panel).click();
      await expect(tabs.nth(panel)).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
  });
}
