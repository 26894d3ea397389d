import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectNoSeriousA11yViolations, openIn } from '../support/fixtures';
import { bearer, verifiedAccount } from '../support/sessions';

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

test('a PDF a teacher uploads is found by the words inside it within a minute', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const teacher = await verifiedAccount(request, 'teacher');
  const word = `Quasar${Date.now() % 100_000}`;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc
    .addPage()
    .drawText(`Revision notes about ${word} and their light.`, { x: 50, y: 700, size: 14, font });
  const uploaded = await request.post('/api/teacher-uploads', {
    headers: bearer(teacher),
    multipart: {
      file_name: 'Astronomy notes',
      file_type: 'summary',
      file: {
        name: 'notes.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await doc.save()),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const found = await (await request.get(`/api/search?q=${word}`)).json();
        return found.data.groups.flatMap((group: { results: Array<{ snippet: string | null }> }) =>
          group.results.map((result) => result.snippet ?? ''),
        );
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toContainEqual(expect.stringContaining(word));
});
