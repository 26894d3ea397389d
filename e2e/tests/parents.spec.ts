import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import arAuth from '../../apps/web/src/locales/ar/auth.json' with { type: 'json' };
import arCommon from '../../apps/web/src/locales/ar/common.json' with { type: 'json' };
import arParents from '../../apps/web/src/locales/ar/parents.json' with { type: 'json' };
import arPrivacy from '../../apps/web/src/locales/ar/privacy.json' with { type: 'json' };
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enParents from '../../apps/web/src/locales/en/parents.json' with { type: 'json' };
import enPrivacy from '../../apps/web/src/locales/en/privacy.json' with { type: 'json' };
import { MESSAGES } from '../../packages/contracts/src/messages/index.ts';
import {
  expectNoSeriousA11yViolations,
  type Language,
  menuToggle,
  openIn,
} from '../support/fixtures';
import { codeMailedTo } from '../support/outbox';
import { gradeTenExams } from '../support/seeded';
import { bearer, signInAs, verifiedAccount } from '../support/sessions';

/**
 * Parents end to end (issue 18): a parent signs up and confirms the mailed code; a student
 * who took an exam makes a link code in the profile; the parent links with it and sees the
 * child's progress and exam result, and downloads the child's data export; the API refuses
 * another child; after the student unlinks, the parent sees nothing. Arabic on a phone, English on a desktop, axe clean.
 */
const textsOf = (language: Language) =>
  language === 'ar'
    ? { auth: arAuth, common: arCommon, parents: arParents, privacy: arPrivacy, msg: MESSAGES.ar }
    : { auth: enAuth, common: enCommon, parents: enParents, privacy: enPrivacy, msg: MESSAGES.en };
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

type Exam = { id: number; title: { ar: string; en: string } };

/** A published grade-10 exam of the first semester, submitted once by the student. */
async function takeAnExam(request: APIRequestContext, token: string): Promise<Exam> {
  const [exam] = await gradeTenExams(request);
  if (!exam) throw new Error('no computer-based exam in grade 10');
  const headers = bearer({ token });
  const started = await request.post(`/api/computer-exams/${exam.id}/attempts`, {
    headers,
    data: { mode: 'regular' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = (await started.json()).data as { id: number };
  const finished = await request.post(`/api/exam-attempts/${attempt.id}/finish`, { headers });
  expect(finished.status(), await finished.text()).toBe(200);
  return exam;
}

let sequence = 0;
const newParent = (language: Language) => {
  sequence += 1;
  const unique = `${Date.now()}${process.pid % 100}${sequence}`.slice(-8);
  return {
    firstName: language === 'ar' ? 'هدى' : 'Huda',
    lastName: language === 'ar' ? 'النجار' : 'Najjar',
    phone: `07${language === 'ar' ? 8 : 9}${unique.slice(-7)}`,
    email: `parent-${unique}@e2e.madrasa.test`,
    password: 'parent-secret-1',
  };
};

/** Signs a parent up through the screens, then logs in and confirms the mailed code. */
async function signUpParent(page: Page, language: Language) {
  const t = textsOf(language);
  const person = newParent(language);
  const field = (key: keyof typeof t.auth) => page.getByLabel(t.auth[key], { exact: true });
  await openIn(page, language, '/signup/user-type');
  await page.getByRole('link', { name: new RegExp(t.auth['userType.parent']) }).click();
  await expect(page).toHaveURL(/\/signup\/parent$/);
  await expectNoSeriousA11yViolations(page);
  await field('field.firstName').fill(person.firstName);
  await field('field.lastName').fill(person.lastName);
  await field('field.phone').fill(person.phone);
  await field('field.email').fill(person.email);
  await field('field.password').fill(person.password);
  await field('field.confirmPassword').fill(person.password);
  await page.getByRole('button', { name: t.auth['signup.submit'], exact: true }).click();
  await expect(page.getByText(t.msg['auth.registered'])).toBeVisible();
  await expect(page).toHaveURL(/\/login\/parent$/, { timeout: 8_000 });

  const since = Date.now();
  await field('field.login').fill(person.email);
  await field('field.password').fill(person.password);
  await page.getByRole('button', { name: t.auth['login.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\/login\/conformation$/);
  await field('field.otp').fill(await codeMailedTo(person.email, since));
  await page.getByRole('button', { name: t.auth['otp.submit'], exact: true }).click();
  await expect(page.getByText(t.msg['auth.otp_verified'])).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return person;
}

const journeys: { language: Language; viewport: { width: number; height: number } }[] = [
  { language: 'ar', viewport: { width: 390, height: 844 } },
  { language: 'en', viewport: { width: 1366, height: 768 } },
];

for (const { language, viewport } of journeys) {
  const t = textsOf(language);

  test(`a parent links with a child's code, follows, and loses sight after unlinking (${language}, ${viewport.width}px)`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const student = await verifiedAccount(request, 'student');
    const other = await verifiedAccount(request, 'student');
    const exam = await takeAnExam(request, student.token);
    const examTitle = language === 'ar' ? exam.title.ar : exam.title.en;

    // The parent, in a browser of their own.
    const parentContext = await browser.newContext({ viewport });
    const parentPage = await parentContext.newPage();
    await signUpParent(parentPage, language);
    // On a phone the header's account links sit in its menu. Opened until the link shows:
    // a menu opened while the page was still settling after sign-up could close again.
    const menu = menuToggle(parentPage, t.common['header.openMenu']);
    const parentLink = parentPage
      .getByRole('banner')
      .getByRole('link', { name: t.common['auth.parentPage'] })
      .filter({ visible: true });
    await expect(async () => {
      if (await menu.isVisible()) await menu.click();
      await expect(parentLink).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await parentLink.click();
    await expect(parentPage).toHaveURL(/\/parent$/);
    await expect(parentPage.getByText(t.parents['children.empty'])).toBeVisible();
    await expectNoSeriousA11yViolations(parentPage);

    // The student makes a code in the profile's Parents tab.
    await page.setViewportSize(viewport);
    await signInAs(page, 'student', student);
    await openIn(page, language, '/profile/student');
    await page.getByRole('tab', { name: t.parents['tab.label'] }).click();
    await expect(page.getByText(t.parents['tab.noFollowers'])).toBeVisible();
    await page.getByRole('button', { name: t.parents['tab.make'] }).click();
    const shown = page.getByText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await expect(shown).toBeVisible();
    await expect(page.getByRole('img', { name: t.parents['tab.qr'] })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const code = (await shown.textContent()) ?? '';

    // A wrong code first, then the child's: the child is listed, with progress and results.
    const codeField = parentPage.getByLabel(t.parents['link.code'], { exact: true });
    await codeField.fill('ZZZZ-ZZZZ');
    await parentPage.getByRole('button', { name: t.parents['link.submit'] }).click();
    await expect(parentPage.getByText(t.msg['parents.code_invalid']).first()).toBeVisible();
    await codeField.fill(code.toLowerCase());
    await parentPage.getByRole('button', { name: t.parents['link.submit'] }).click();
    await expect(
      parentPage.getByText(fill(t.msg['parents.child_linked'], { name: student.first_name })),
    ).toBeVisible();
    const childName = `${student.first_name}`;
    await parentPage.getByRole('link', { name: new RegExp(childName) }).click();
    await expect(parentPage).toHaveURL(new RegExp(`/parent/children/${student.id}$`));
    await expect(
      parentPage.getByRole('heading', { name: t.parents['report.progress'] }),
    ).toBeVisible();
    await expect(
      parentPage.getByRole('heading', { name: t.parents['report.attempts'] }),
    ).toBeVisible();
    await expect(parentPage.getByText(examTitle).first()).toBeVisible();

    // The child's data: the JSON export downloads, and it holds the child's profile.
    await expect(
      parentPage.getByRole('heading', {
        name: fill(t.parents['childData.title'], { name: student.first_name }),
      }),
    ).toBeVisible();
    const download = parentPage.waitForEvent('download');
    await parentPage.getByRole('button', { name: t.privacy['export.json'] }).click();
    const exported = JSON.parse(await readFile(await (await download).path(), 'utf8')).data;
    expect(exported.student).toMatchObject({ id: student.id, first_name: student.first_name });
    await expectNoSeriousA11yViolations(parentPage);

    // The parent's own session reaches no other child, and no student call.
    const parentToken = await parentPage.evaluate(() => localStorage.getItem('token'));
    const headers = bearer({ token: parentToken ?? '' });
    expect((await request.get(`/api/parent/children/${other.id}`, { headers })).status()).toBe(404);
    expect((await request.get('/api/student/profile', { headers })).status()).toBe(403);

    // The student sees the parent and unlinks after confirming.
    await page.reload();
    await page.getByRole('tab', { name: t.parents['tab.label'] }).click();
    await page.getByRole('button', { name: new RegExp(t.parents['tab.unlink']) }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.parents['tab.unlink'] }).click();
    await expect(page.getByText(t.msg['parents.parent_unlinked'])).toBeVisible();
    await expect(page.getByText(t.parents['tab.noFollowers'])).toBeVisible();

    // The parent sees nothing of the child any more.
    await parentPage.reload();
    await expect(parentPage.getByText(t.parents['report.notFound'])).toBeVisible();
    await expect(parentPage.getByText(examTitle)).toHaveCount(0);
    await parentPage.goto('/parent');
    await expect(parentPage.getByText(t.parents['children.empty'])).toBeVisible();
    expect((await request.get(`/api/parent/children/${student.id}`, { headers })).status()).toBe(
      404,
    );
    await parentContext.close();
  });
}
