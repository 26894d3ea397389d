import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, LANGUAGES, openIn } from '../support/fixtures';
import { navigateInApp } from '../support/spa';

/**
 * The admin console. The admin is made by the real create-admin command before the server
 * starts (scripts/e2e-server.mjs, E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD set in
 * playwright.config.ts; the defaults below are the same).
 */
const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@madrasa.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2E-2026',
};
const ASSETS = path.resolve(import.meta.dirname, '../../apps/api/src/seed/assets');
/** A PDF is judged by its first bytes; this one is small and complete enough to open. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/**
 * Reviews are approved on this teacher: the teachers journeys count Ahmad's published
 * reviews, and journeys run side by side on one server.
 */
const LAYLA = 'ليلى العبادي';

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

async function signIn(page: Page, language: 'ar' | 'en' = 'en', path = '/admin') {
  await openIn(page, language, path);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel(language === 'en' ? 'Email' : 'البريد الإلكتروني').fill(ADMIN.email);
  await page.getByLabel(language === 'en' ? 'Password' : 'كلمة المرور').fill(ADMIN.password);
  await page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'تسجيل الدخول' }).click();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
}

async function gradeOf(request: APIRequestContext, key: string) {
  const grades = (await (await request.get('/api/grades')).json()).data as Array<{
    id: number;
    grade_key: string;
    name_en: string;
  }>;
  const grade = grades.find((row) => row.grade_key === key);
  if (!grade) throw new Error(`no ${key}`);
  return grade;
}

test('console pages need the admin session; a wrong password is refused', async ({ page }) => {
  await openIn(page, 'en', '/admin/reviews');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin sign-in');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'Invalid email or password.')).toBeVisible();

  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back to the page that asked for the sign-in; the public session stays untouched.
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a subject with a unit, a video lesson and a worksheet reach the public catalogue', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const grade = await gradeOf(request, 'grade8');
  const name = `Astronomy ${Date.now()}`;
  await signIn(page, 'en', '/admin/catalogue/subjects');
  const dialog = page.getByRole('dialog');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByLabel('Grade').selectOption({ label: grade.name_en });
  await dialog.getByLabel('Semester').selectOption({ label: 'First semester' });
  await dialog.getByLabel('Name in Arabic').fill('علم الفلك');
  await dialog.getByLabel('Name in English').fill(name);
  await dialog.getByLabel('Picture').setInputFiles(path.join(ASSETS, 'subjects/physics.webp'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  const subjects = await request.get(`/api/subjects?name=${encodeURIComponent(name)}`);
  const subject = (await subjects.json()).data[0] as { id: number; image: string };
  expect(subject.image).toMatch(/^\/storage\/subjects\//);
  const choose = async (table: string) => {
    await page.getByRole('link', { name: table, exact: true }).click();
    // The new table's page first: an Add pressed on the way is the page being left's.
    await expect(page.getByRole('heading', { level: 1, name: table })).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByLabel('Grade').selectOption({ label: grade.name_en });
    await dialog.getByLabel('Semester').selectOption({ label: 'First semester' });
    await dialog.getByLabel('Subject').selectOption({ label: `${name} · First semester` });
  };

  await choose('Book units');
  await dialog.getByLabel('Name in Arabic').fill('النظام الشمسي');
  await dialog.getByLabel('Name in English').fill('The Solar System');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  await choose('Video lessons');
  await dialog.getByLabel('Name in Arabic').fill('الكواكب');
  await dialog.getByLabel('Name in English').fill('The Planets');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please upload a video.')).toBeVisible();
  await dialog.getByLabel('Video (MP4)').setInputFiles(path.join(ASSETS, 'videos/lesson-1.mp4'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  await choose('Worksheets');
  await dialog.getByLabel('Name in Arabic').fill('ورقة عمل الكواكب');
  await dialog.getByLabel('Name in English').fill('Planets worksheet');
  await dialog
    .getByLabel('PDF file')
    .setInputFiles({ name: 'planets.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Planets worksheet', exact: true })).toBeVisible();

  await openIn(page, 'en', `/materialsClass/${grade.id}`);
  await expect(page.getByRole('main').getByText(name)).toBeVisible();
  await page.goto(`/course-content/${subject.id}/1/book`);
  await expect(page.getByText('The Solar System')).toBeVisible();
  await page.goto(`/course-content/${subject.id}/1/lesson`);
  await expect(page.getByText('The Planets')).toBeVisible();
  await page.goto(`/course-content/${subject.id}/1/worksheets`);
  await expect(page.getByText('Planets worksheet')).toBeVisible();

  // Deleting the subject asks first, names what goes with it, and takes it all.
  await openIn(page, 'en', '/admin/catalogue/subjects');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Book units: 1')).toBeVisible();
  await expect(confirm.getByText('Worksheets: 1')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete all of it' }).click();
  await expect(toast(page, 'Deleted successfully')).toBeVisible();
  expect((await request.get(`/api/subjects/${subject.id}`)).status()).toBe(404);
  expect((await request.get(subject.image)).status()).toBe(404);
});

test('an approved review shows on the teacher page', async ({ page, request }) => {
  const teachers = await request.get(`/api/teachers?name=${encodeURIComponent(LAYLA)}`);
  const teacherId = (await teachers.json()).data[0].id as number;
  // Unique, yet a name: letters only (a reviewer's name takes no digits).
  const reviewer = `Reviewer ${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? d)}`;
  const comment = `Clear explanations, thank you (${reviewer}).`;
  const posted = await request.post('/api/teacher-evaluations', {
    data: { teacher_id: teacherId, full_name: reviewer, email: 'r@example.com', comment },
  });
  expect(posted.status()).toBe(201);

  await signIn(page, 'en', '/admin/reviews');
  await page.getByRole('button', { name: `Approve the review by ${reviewer}` }).click();
  await expect(toast(page, 'Review approved and published')).toBeVisible();
  await page.getByRole('button', { name: 'Published' }).click();
  await expect(page.getByText(comment)).toBeVisible();

  await openIn(page, 'en', `/teachers-details/${teacherId}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByText(comment)).toBeVisible();
});

test('a message sent from /contact is read and handled in the inbox', async ({ page }) => {
  const subject = `Question about grade 9 ${Date.now()}`;
  await openIn(page, 'en', '/contact');
  await page.getByLabel('Full name').fill('Huda Saleh');
  await page.getByLabel('Phone number').fill('0791234567');
  await page.getByLabel('E-mail').fill('huda@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('Are the summaries updated?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(toast(page, 'Message sent successfully')).toBeVisible();

  await signIn(page, 'en', '/admin/inbox');
  const message = page.getByRole('article', { name: subject });
  await expect(message.getByText('Are the summaries updated?')).toBeVisible();
  await message.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(toast(page, 'Marked as handled')).toBeVisible();
  await expect(page.getByRole('article', { name: subject })).toHaveCount(0);
  await page.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(page.getByRole('article', { name: subject })).toBeVisible();
});

test('the sections menu folds away on phones', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'ar', '/admin/teachers');
  // The page drawn first: a tap while its code still loads can be redrawn away (as Add's was).
  await expect(page.getByRole('heading', { level: 1, name: 'المعلمون' })).toBeVisible();
  // And its list in: on a busy machine a tap on the menu before it was lost once (CI,
  // 2026-11-29, three browser workers), the frame drawn again as the list arrived.
  await expect(page.getByRole('link', { name: 'يوسف الطراونة' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'أقسام اللوحة' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'فتح قائمة الأقسام' }).click();
  await expect(page.getByRole('button', { name: 'إغلاق قائمة الأقسام' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await nav.getByRole('link', { name: 'صندوق الرسائل' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(nav).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

const CONSOLE_PAGES = [
  '/admin/catalogue/subjects',
  '/admin/catalogue/lessons',
  '/admin/catalogue/grades',
  '/admin/blog',
  '/admin/reviews',
  '/admin/teachers',
  '/admin/inbox',
  '/admin/questions',
];

for (const language of LANGUAGES) {
  test(`console pages have no serious accessibility violation in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, language, CONSOLE_PAGES[0]);
    // From page to page as the console's own menu goes: a reload each time re-ran the app.
    for (const path of CONSOLE_PAGES) {
      if (path !== CONSOLE_PAGES[0]) await navigateInApp(page, path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
    await navigateInApp(page, '/admin/catalogue/subjects');
    await page
      .getByRole('button', { name: language === 'en' ? 'Add' : 'إضافة', exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
