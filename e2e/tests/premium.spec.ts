import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import arPremium from '../../apps/web/src/locales/ar/premium.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enPremium from '../../apps/web/src/locales/en/premium.json' with { type: 'json' };
import { normalizeCardCode } from '../../packages/contracts/src/premium.ts';
import {
  expectNoSeriousA11yViolations,
  LANGUAGES,
  type Language,
  openIn,
} from '../support/fixtures';
import { linkedParent, signInParent } from '../support/parents';
import {
  type AdminSession,
  adminSession,
  bearer,
  signInAs,
  storeAdminSession,
  verifiedAccount,
} from '../support/sessions';

/**
 * Premium courses and activation cards end to end (issue 40). The demo seed's premium course
 * is a grade-10 subject's first semester whose first lesson is its free preview: an editor
 * makes a batch of cards and downloads the sheet and the codes; a student on a phone in Arabic
 * activates one typed in Arabic-Indic digits and watches a premium lesson from signed paths;
 * another student meets the lock and the preview; a parent activates a card for a child.
 */
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

type SeededCourse = { id: number; subjectId: number; titleEn: string; titleAr: string };
type Lesson = {
  id: number;
  name_en: string;
  name_ar: string;
  premium: { preview: boolean } | null;
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const arabicDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

async function tab(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  return context.newPage();
}

/** The seed's premium course, found through the console's API. */
async function seededCourse(request: APIRequestContext, admin: AdminSession) {
  const response = await request.get('/api/admin/premium/courses', { headers: bearer(admin) });
  expect(response.status(), await response.text()).toBe(200);
  const courses = (await response.json()).data as {
    id: number;
    kind: string;
    subject_id: number | null;
    semester: string | null;
    title_en: string;
    title_ar: string;
  }[];
  const course = courses.find((one) => one.kind === 'subject' && one.semester === 'first');
  if (!course?.subject_id) throw new Error('the demo seed has no premium subject course');
  return {
    id: course.id,
    subjectId: course.subject_id,
    titleEn: course.title_en,
    titleAr: course.title_ar,
  } satisfies SeededCourse;
}

/** The course's lessons: its free preview and a locked one. */
async function courseLessons(request: APIRequestContext, course: SeededCourse) {
  const lessons = (
    await (await request.get(`/api/lessons?subject_id=${course.subjectId}&semester=first`)).json()
  ).data as Lesson[];
  const preview = lessons.find((lesson) => lesson.premium?.preview === true);
  const locked = lessons.find((lesson) => lesson.premium?.preview === false);
  if (!preview || !locked)
    throw new Error('the premium course needs a preview and a locked lesson');
  return { preview, locked };
}

/**
 * Every card code in a CSV export (grouped by four or not), as the activation form reads
 * them: each once, though its row also holds it in the activation link.
 */
const codesIn = (csv: string) => [
  ...new Set(
    [
      ...csv.matchAll(
        /\b[2-9A-HJKMNP-Z]{4}-?[2-9A-HJKMNP-Z]{4}-?[2-9A-HJKMNP-Z]{4}-?[2-9A-HJKMNP-Z]{4}\b/g,
      ),
    ].map(([code]) => normalizeCardCode(code)),
  ),
];

/** A fresh batch of `count` cards for the course, made and exported through the API. */
async function freshCodes(request: APIRequestContext, admin: AdminSession, course: SeededCourse) {
  const made = await request.post('/api/admin/cards/batches', {
    headers: bearer(admin),
    data: {
      scope: 'course',
      course_id: course.id,
      days: 30,
      count: 2,
      distributor: 'E2E Bookshop',
      price_fils: 0,
      valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const batchId = (await made.json()).data.id as number;
  const csv = await request.get(`/api/admin/cards/batches/${batchId}/cards.csv`, {
    headers: bearer(admin),
  });
  expect(csv.status()).toBe(200);
  const codes = codesIn(await csv.text());
  expect(codes).toHaveLength(2);
  return codes;
}

/** Types a code into the activation form and sends it. */
async function activate(page: Page, texts: typeof enPremium, code: string) {
  await page.getByLabel(texts['activate.code']).fill(code);
  await page.getByRole('button', { name: texts['activate.submit'], exact: true }).click();
  await expect(page.getByRole('region', { name: texts['activate.doneTitle'] })).toBeVisible();
}

test('an editor makes a batch of 10 for the premium course and downloads its sheet and codes', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const course = await seededCourse(request, admin);
  const page = await tab(browser, DESKTOP);
  await openIn(page, 'en', '/');
  await storeAdminSession(page, admin);
  await openIn(page, 'en', '/admin/premium-courses');
  await expect(page.getByRole('cell', { name: course.titleEn, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: enAdmin['nav.cards'] }).click();
  await page.getByRole('button', { name: enAdmin['cardBatches.new'] }).click();
  const dialog = page.getByRole('dialog', { name: enAdmin['cardBatches.newTitle'] });
  await dialog.getByLabel(enAdmin['cardBatches.course']).selectOption(String(course.id));
  await dialog.getByLabel(enAdmin['cardBatches.count']).fill('10');
  await dialog.getByLabel(enAdmin['cardBatches.distributor']).fill('Al-Quds Bookshop, Amman');
  await dialog.getByLabel(enAdmin['cardBatches.price']).fill('2.5');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: enAdmin['cardBatches.create'] }).click();
  await expect(page).toHaveURL(/\/admin\/cards\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Batch \d+$/ })).toBeVisible();

  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: enAdmin['cardBatches.pdf'] }).click();
  const pdf = await readFile(await (await sheet).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const list = page.waitForEvent('download');
  await page.getByRole('button', { name: enAdmin['cardBatches.csv'] }).click();
  const codes = codesIn(await readFile(await (await list).path(), 'utf8'));
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);

  // The audit trail names both downloads.
  await expect(
    page.getByRole('cell', { name: enAdmin['cardBatches.actions.batch_exported_pdf'] }),
  ).toBeVisible();
  await expect(
    page.getByRole('cell', { name: enAdmin['cardBatches.actions.batch_exported_csv'] }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a student on a phone in Arabic activates a card typed in Arabic-Indic digits and watches the premium lesson', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const course = await seededCourse(request, admin);
  const { locked } = await courseLessons(request, course);
  const [code] = await freshCodes(request, admin, course);
  const student = await verifiedAccount(request, 'student');
  const page = await tab(browser, PHONE);
  await signInAs(page, 'student', student);

  await openIn(page, 'ar', '/activate');
  await expectNoSeriousA11yViolations(page);
  // Typed in small letters, without dashes, its digits on an Arabic keyboard.
  await activate(page, arPremium, arabicDigits((code ?? '').toLowerCase()));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: arPremium['activate.openCourse'] }).click();
  await expect(page).toHaveURL(new RegExp(`/course-content/${course.subjectId}/1$`));

  const signed = page.waitForResponse(
    (response) =>
      response.url().includes('/api/premium/open') && response.url().includes(`id=${locked.id}`),
  );
  await openIn(page, 'ar', `/course-content/${course.subjectId}/1/lesson?lesson=${locked.id}`);
  const reply = await signed;
  expect(reply.status()).toBe(200);
  const paths = (await reply.json()).data as { video: string | null };
  expect(paths.video).toBeTruthy();
  const player = page.getByRole('dialog', { name: locked.name_ar });
  await expect(player.locator('video')).toBeVisible();

  await openIn(page, 'ar', '/profile/student?tab=courses');
  await expect(page.getByRole('heading', { level: 3, name: course.titleAr })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('another student sees the lock and the free preview; a visitor is offered to log in', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const course = await seededCourse(request, admin);
  const { preview, locked } = await courseLessons(request, course);
  const lessons = `/course-content/${course.subjectId}/1/lesson`;

  const visitor = await tab(browser, PHONE);
  await openIn(visitor, 'en', lessons);
  await expect(
    visitor.getByRole('link', {
      name: fill(enPremium['lock.activateNamed'], { name: locked.name_en }),
    }),
  ).toHaveAttribute('href', '/activate');
  await expect(visitor.getByRole('link', { name: enPremium['lock.login'] }).first()).toBeVisible();

  const student = await verifiedAccount(request, 'student');
  const page = await tab(browser, DESKTOP);
  await signInAs(page, 'student', student);
  await openIn(page, 'en', lessons);
  const lock = page.getByRole('link', {
    name: fill(enPremium['lock.activateNamed'], { name: locked.name_en }),
  });
  await expect(lock).toBeVisible();
  await expect(page.getByRole('link', { name: `Play ${locked.name_en}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: enPremium['lock.login'] })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Play ${preview.name_en}` })).toBeVisible();
  await expect(page.getByText(enPremium['lock.preview']).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The preview plays for everyone; the locked lesson does not open from its address.
  await page.getByRole('link', { name: `Play ${preview.name_en}` }).click();
  await expect(page.getByRole('dialog', { name: preview.name_en }).locator('video')).toBeVisible();
  await openIn(page, 'en', `${lessons}?lesson=${locked.id}`);
  await expect(lock).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await lock.click();
  await expect(page).toHaveURL(/\/activate$/);
});

test('a parent activates a card for a linked child, who then has the course', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const course = await seededCourse(request, admin);
  const [code] = await freshCodes(request, admin, course);
  const child = await verifiedAccount(request, 'student');
  const parent = await linkedParent(request, child);
  const page = await tab(browser, DESKTOP);
  await signInParent(page, parent);

  await openIn(page, 'en', `/parent/children/${child.id}`);
  const section = page.getByRole('region', { name: enPremium['child.title'] });
  await expect(
    section.getByText(fill(enPremium['child.empty'], { name: child.first_name })),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await section
    .getByRole('link', { name: fill(enPremium['child.activate'], { name: child.first_name }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/activate\\?student=${child.id}$`));
  await expect(page.getByLabel(enPremium['activate.child'])).toHaveValue(String(child.id));
  await expectNoSeriousA11yViolations(page);
  await activate(page, enPremium, code ?? '');

  const courses = await request.get('/api/me/courses', { headers: bearer(child) });
  expect((await courses.json()).data).toEqual([
    expect.objectContaining({
      scope: 'course',
      course: expect.objectContaining({ id: course.id }),
    }),
  ]);
  await openIn(page, 'en', `/parent/children/${child.id}`);
  await expect(
    page.getByRole('region', { name: enPremium['child.title'] }).getByText(course.titleEn),
  ).toBeVisible();
});

for (const language of LANGUAGES) {
  test(`the new pages pass axe in ${language}`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const texts = { ar: arPremium, en: enPremium }[language as Language];
    const student = await verifiedAccount(request, 'student');
    const page = await tab(browser, PHONE);
    await signInAs(page, 'student', student);
    await openIn(page, language, '/activate');
    await expect(page.getByLabel(texts['activate.code'])).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await openIn(page, language, '/profile/student?tab=courses');
    await expect(page.getByText(texts['courses.empty'])).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const admin = await adminSession(request);
    const consolePage = await tab(browser, DESKTOP);
    await openIn(consolePage, language, '/');
    await storeAdminSession(consolePage, admin);
    for (const path of ['/admin/premium-courses', '/admin/cards']) {
      await openIn(consolePage, language, path);
      await expect(consolePage.locator('h1')).toBeVisible();
      await expectNoSeriousA11yViolations(consolePage);
    }
  });
}
