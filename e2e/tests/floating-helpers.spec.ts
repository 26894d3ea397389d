import { expect, type Locator, type Page, test } from '@playwright/test';
import { openIn } from '../support/fixtures';
import { examTitled, teacherIdOf } from '../support/seeded';
import { signInAs, verifiedAccount } from '../support/sessions';

/**
 * Nothing floating lies over a control (issue 37): the chatbot sits in the header, neither it
 * nor the floating back-to-top button shows during an exam attempt, and the page ends with
 * room for back-to-top.
 */
const PHONE = { width: 390, height: 844 };
const AHMAD = 'أحمد الخطيب';

/** Each visible control in the viewport that a fixed element overlaps, named with what covers it. */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const visible = (rect: DOMRect) =>
      rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
    const fixed = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (element) =>
        getComputedStyle(element).position === 'fixed' && visible(element.getBoundingClientRect()),
    );
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [role="tab"]',
      ),
    );
    const found: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (!visible(box) || fixed.some((layer) => layer.contains(control))) continue;
      for (const layer of fixed) {
        const over = layer.getBoundingClientRect();
        const overlaps =
          box.left < over.right &&
          over.left < box.right &&
          box.top < over.bottom &&
          over.top < box.bottom;
        if (overlaps) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
          found.push(`${name} under ${layer.textContent?.trim() || layer.className}`);
        }
      }
    }
    return found;
  });

const chatToggle = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true, expanded: false });

/** Scrolls so the element rests on the bottom edge of the screen, where floating buttons sit. */
const toBottomEdge = (locator: Locator) =>
  locator.evaluate((element) => element.scrollIntoView({ block: 'end' }));

const toPageEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** A teacher's page, scrolled so each exam card's Start button rests on the bottom edge. */
const TEACHER_PAGES = [
  {
    where: 'on a phone in Arabic the chatbot sits in the header',
    language: 'ar',
    viewport: PHONE,
    chat: 'اسأل عن الامتحانات',
    examsTab: 'امتحانات المعلم',
    computerExams: /الامتحانات المحوسبة/,
    start: /^ابدأ /,
    backToTop: 'العودة إلى أعلى الصفحة',
  },
  {
    where: 'on a desktop in English the chatbot is in the header too',
    language: 'en',
    viewport: null,
    chat: 'Ask about the exams',
    examsTab: 'Teacher Exams',
    computerExams: /Electronic Exams/,
    start: /^Start /,
    backToTop: 'Back to top',
  },
] as const;

for (const t of TEACHER_PAGES) {
  test(`${t.where}, and no exam card’s Start button is covered at any scroll`, async ({
    page,
    request,
  }) => {
    if (t.viewport) await page.setViewportSize(t.viewport);
    const teacherId = await teacherIdOf(request, AHMAD);
    await openIn(page, t.language, `/teachers-details/${teacherId}`);
    await expect(page.getByRole('banner').getByRole('button', { name: t.chat })).toBeVisible();
    await page.getByRole('tab', { name: t.examsTab }).click();
    await page.getByRole('button', { name: t.computerExams }).click();
    const starts = page.getByRole('link', { name: t.start });
    await expect(starts.first()).toBeVisible();
    expect(await coveredControls(page)).toEqual([]);
    for (const start of await starts.all()) {
      await toBottomEdge(start);
      expect(await coveredControls(page)).toEqual([]);
    }
    await toPageEnd(page);
    await expect(page.getByRole('button', { name: t.backToTop })).toBeVisible();
    expect(await coveredControls(page)).toEqual([]);
  });
}

test('during an exam attempt on a phone neither the chatbot nor back-to-top shows over the question map', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const student = await verifiedAccount(request, 'student');
  const exam = await examTitled(request, 'Quiz: derivatives and integrals');
  await signInAs(page, 'student', student);
  await openIn(page, 'ar', `/computer-exams/${exam.id}`);
  await expect(chatToggle(page, 'اسأل عن الامتحانات')).toBeVisible();
  await page.getByLabel('تفاعلي').check();
  await page.getByRole('button', { name: 'ابدأ الامتحان' }).click();

  await expect(page.getByRole('heading', { name: /السؤال 1 من 5/ })).toBeVisible();
  await expect(chatToggle(page, 'اسأل عن الامتحانات')).toHaveCount(0);
  const lastInMap = page.getByRole('button', { name: /^السؤال 5 من 5/ });
  await expect(lastInMap).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);
  await toPageEnd(page);
  await expect(page.getByRole('button', { name: 'العودة إلى أعلى الصفحة' })).toHaveCount(0);
  expect(await coveredControls(page)).toEqual([]);
});
