import { expect, type Locator, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { chooseLanguageCookie, expectNoSeriousA11yViolations, openIn } from '../support/fixtures';
import { bearer, signInAs, verifiedAccount } from '../support/sessions';
import { holdRequests } from '../support/spa';

/** Search (issue 19): the header's suggestions, the results page, and a PDF's text. */

test('the header suggests as you type, with a typo, and Enter opens the results (English, desktop)', async ({
  page,
}) => {
  await openIn(page, 'en', '/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('mathmatics');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(suggestions.locator('mark').first()).toHaveText('Mathematics');
  // Mathematics of one grade is told from that of another by its grade.
  const offered = await suggestions.getByRole('option').allTextContents();
  expect(offered.filter((option) => option.startsWith('Mathematics')).length).toBeGreaterThan(1);
  expect(new Set(offered).size).toBe(offered.length);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mathmatics$/);
  const subjects = page.getByRole('region', { name: 'Subjects' });
  await expect(subjects.getByRole('link').first()).toContainText('Mathematics');
  await expect(subjects.locator('mark').first()).toHaveText('Mathematics');
  await page.screenshot({ path: test.info().outputPath('search-en.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Arrow keys choose a suggestion; Enter opens it.
  await box.fill('Physics');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/course-content\/\d+\/[12]/);
});

/**
 * The header search box's placeholder, and whether it fits the box's inner width: measured
 * as a span in the box's font, so the browser picks the same fallback fonts as the box.
 */
const placeholderFit = (box: Locator) =>
  box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const probe = document.createElement('span');
    probe.textContent = input.placeholder;
    probe.style.font = style.font;
    probe.style.whiteSpace = 'pre';
    probe.style.position = 'absolute';
    input.parentElement?.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    const inner =
      input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
    return { placeholder: input.placeholder, fits: needed <= inner };
  });

for (const [language, short, full] of [
  ['ar', 'ابحث…', 'ابحث في الدروس والمواد والمعلمين…'],
  ['en', 'Search', 'Search lessons, materials, teachers…'],
] as const) {
  test(`at 1366 px signed in (${language}) the header search shows its placeholder whole, and widens to say what it searches`, async ({
    page,
    request,
  }) => {
    await signInAs(page, 'student', await verifiedAccount(request, 'student'));
    await openIn(page, language, '/about');
    const box = page.getByRole('banner').getByRole('combobox');
    expect(await placeholderFit(box)).toEqual({ placeholder: short, fits: true });
    await box.focus();
    await expect(box).toHaveAttribute('placeholder', full);
    expect(await placeholderFit(box)).toEqual({ placeholder: full, fits: true });
    // Widened over the navigation, it covers none of the account's controls.
    const account = page.getByRole('banner').getByRole('link', { name: /Profile|الملف الشخصي/ });
    const [boxArea, accountArea] = [await box.boundingBox(), await account.boundingBox()];
    expect(boxArea && accountArea).toBeTruthy();
    if (boxArea && accountArea && language === 'en') {
      expect(boxArea.x + boxArea.width).toBeLessThanOrEqual(accountArea.x);
    } else if (boxArea && accountArea) {
      expect(boxArea.x).toBeGreaterThanOrEqual(accountArea.x + accountArea.width);
    }
    await box.blur();
    await expect(box).toHaveAttribute('placeholder', short);
  });
}

test('what a visitor types into the header search before the app takes the page over is kept', async ({
  page,
}) => {
  // A slow phone: the page the server drew is up, the app's code has not arrived yet.
  const release = await holdRequests(page, '**/assets/*.js');
  await chooseLanguageCookie(page, 'en');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('mathmatics');
  release();
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.locator('mark').first()).toHaveText('Mathematics');
  await expect(box).toHaveValue('mathmatics');
});

test('Arabic without tashkeel, with Arabic digits, on a phone; nothing found offers suggestions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, 'ar', `/search?q=${encodeURIComponent('الرياضيات')}`);
  const subjects = page.getByRole('region', { name: 'المواد' });
  await expect(subjects.locator('mark').first()).toHaveText('الرياضيات');
  await page.screenshot({ path: test.info().outputPath('search-ar.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await openIn(page, 'ar', `/search?q=${encodeURIComponent('١٠')}`);
  await expect(
    page.getByRole('region', { name: 'المواد' }).getByRole('link').first(),
  ).toContainText('الصف العاشر');

  await openIn(page, 'ar', '/search?q=zzqqxx');
  await expect(page.getByText('لا نتائج لـ«zzqqxx»', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'قانون نيوتن' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
});

test('PDFs a teacher uploads, English and Arabic, are found by the words inside them within a minute', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const teacher = await verifiedAccount(request, 'teacher');
  const stamp = Date.now() % 100_000;
  const upload = async (name: string, pdf: Uint8Array) => {
    const uploaded = await request.post('/api/teacher-uploads', {
      headers: bearer(teacher),
      multipart: {
        file_name: name,
        file_type: 'summary',
        file: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) },
      },
    });
    expect(uploaded.status()).toBe(201);
  };
  const snippetsFor = async (query: string): Promise<string[]> => {
    const found = await (await request.get(`/api/search?q=${encodeURIComponent(query)}`)).json();
    return found.data.groups.flatMap((group: { results: Array<{ snippet: string | null }> }) =>
      group.results.map((result) => result.snippet ?? ''),
    );
  };
  const poll = { timeout: 60_000, intervals: [500, 1000, 2000] };

  const word = `Quasar${stamp}`;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = `Revision notes about ${word} and their light.`;
  doc.addPage().drawText(text, { x: 50, y: 700, size: 14, font });
  await upload('Astronomy notes', await doc.save());
  await expect.poll(() => snippetsFor(word), poll).toContainEqual(expect.stringContaining(word));

  // An Arabic PDF as real tools make them (shaped text, an embedded font): Chromium's print.
  const code = `رمز${stamp}`;
  await page.setContent(
    `<html lang="ar" dir="rtl"><body style="font-size:20px"><p>ملخص الوحدة ${code}: قانون نيوتن الثاني، القوة تساوي الكتلة في التسارع.</p></body></html>`,
  );
  await upload('ملخص الوحدة الثالثة', await page.pdf({ format: 'A4' }));
  await expect
    .poll(async () => (await snippetsFor(code)).join('\n'), poll)
    .toContain('قانون نيوتن الثاني');
  const byName = await snippetsFor('نيوتن');
  expect(byName.some((snippet) => snippet.includes(code))).toBe(true);
});
