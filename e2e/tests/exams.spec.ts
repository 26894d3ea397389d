import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, openIn } from '../support/fixtures';
import { examTitled } from '../support/seeded';
import { signInAs, verifiedAccount } from '../support/sessions';
import { navigateInApp } from '../support/spa';

/**
 * Computer-based exams taken end to end on the seeded demo exams: an interactive one in
 * Arabic on a phone, a regular one in English on a desktop, a reload in the middle, and a
 * short one left alone until the server's deadline closes it.
 */
const next = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

/** A "Back to the exams" link leads to the course's exams page on its computer-based tab. */
async function backToComputerExams(page: Page, subjectId: number, link: string, tab: string) {
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`/course-content/${subjectId}/1/exams\\?type=computer$`));
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

test('an interactive exam in Arabic on a phone: marks at once, the spec’s message, the summary', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await verifiedAccount(request, 'student');
  const exam = await examTitled(request, 'Quiz: derivatives and integrals');
  await signInAs(page, 'student', student);
  await openIn(page, 'ar', `/course-content/${exam.subject_id}/1/exams`);
  await page.getByRole('tab', { name: 'امتحانات محوسبة' }).click();
  await page.getByRole('link', { name: 'ابدأ اختبار قصير: المشتقات والتكامل' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'اختبار قصير: المشتقات والتكامل',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('تفاعلي').check();
  await page.getByRole('button', { name: 'ابدأ الامتحان' }).click();

  await expect(page.getByRole('heading', { name: /السؤال 1 من 5/ })).toBeVisible();
  await next(page, 'التالي');
  await expect(page.getByRole('alert')).toHaveText(
    'يجب اختيار إجابة قبل الانتقال إلى السؤال التالي.',
  );
  // The formula is MathML, left to right inside the Arabic question.
  await expect(page.locator('.math math').first()).toBeVisible();
  await page.getByRole('radio').first().check();
  await next(page, 'التالي');
  await expect(page.getByText('إجابة صحيحة!')).toBeVisible();
  await expect(page.getByText(/قاعدة القوة/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await next(page, 'التالي');

  await expect(page.getByRole('heading', { name: /السؤال 2 من 5/ })).toBeVisible();
  await page.getByLabel('إجابتك').fill('٥');
  await next(page, 'التالي');
  await expect(page.getByText('إجابة غير صحيحة.')).toBeVisible();

  await page.getByRole('button', { name: 'إنهاء', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'إنهاء' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText('عدد الأسئلة')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '14');
  await expect(page.getByText('لم يتم اختيار إجابة لهذا السؤال.')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  // Back to the exams lands on the computer-based tab, with the exam just taken and its result.
  await backToComputerExams(page, exam.subject_id, 'العودة إلى الامتحانات', 'امتحانات محوسبة');
  const card = page.getByRole('article').filter({ hasText: 'اختبار قصير: المشتقات والتكامل' });
  await expect(card.getByText('أفضل نتيجة لك: 14%')).toBeVisible();
});

test('a regular exam in English: answers kept through a reload, marks only at the end', async ({
  page,
  request,
}) => {
  const student = await verifiedAccount(request, 'student');
  const exam = await examTitled(request, "Newton's laws of motion");
  await signInAs(page, 'student', student);
  await openIn(page, 'en', `/computer-exams/${exam.id}`);
  await page.getByLabel('Regular').check();
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('heading', { name: /Question 1 of 3/ })).toBeVisible();
  await page.getByLabel('Newton').check();
  await next(page, 'Next');
  await expect(page.getByText('Correct!')).toHaveCount(0);
  await page.getByLabel('Your answer').fill('6');
  await next(page, 'Next');

  await page.reload();
  await expect(page.getByRole('heading', { name: /Question 3 of 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Question 1 of 3, answered' }).click();
  await expect(page.getByLabel('Newton')).toBeChecked();
  await page.getByRole('button', { name: /Question 3 of 3/ }).click();
  await page.getByLabel('True').check();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();

  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText('Passed', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expectNoSeriousA11yViolations(page);

  // The attempt is in the profile's new tab, and reopens its review.
  await page.goto('/profile/student');
  await page.getByRole('tab', { name: 'My computer-based exams' }).click();
  await expect(page.getByText("Newton's laws of motion")).toBeVisible();
  await expect(page.getByText('100% · Passed')).toBeVisible();
  await page.getByRole('link', { name: "Review Newton's laws of motion" }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
});

// The server closing an attempt at its deadline on its own clock is proven in the API tests
// (exam-routes.test.ts); here the page's clock runs out, without a minute of waiting.
test('an exam left alone closes when its time runs out, and the summary shows', async ({
  page,
  request,
}) => {
  const student = await verifiedAccount(request, 'student');
  const exam = await examTitled(request, 'Quiz: derivatives and integrals');
  await signInAs(page, 'student', student);
  await page.clock.install();
  await openIn(page, 'en', `/computer-exams/${exam.id}`);
  await page.getByLabel('Time in minutes').fill('1');
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('heading', { name: /Question 1 of 5/ })).toBeVisible();
  await page.getByRole('radio').first().check();
  const saved = page.waitForResponse(
    (response) => /\/answers\/1$/.test(response.url()) && response.ok(),
  );
  await next(page, 'Next');
  await saved;
  // Nothing more is done: the countdown runs out and the summary appears.
  await page.clock.fastForward('01:01');
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText('No answer selected for this question.')).toHaveCount(4);
});

test('the course’s Computer-Based tab and the teacher’s Electronic Exams show the same icon and cards, as does the start page', async ({
  page,
  request,
}) => {
  // A teacher's exam, so it is listed both on its course and on the teacher's page.
  const exam = await examTitled(request, 'Quiz: derivatives and integrals');
  if (!exam.teacher) throw new Error('the seeded exam has no teacher');
  /** The lucide icon a control or card shows, by its class (lucide-monitor-check…). */
  const iconOf = (scope: Locator) =>
    scope
      .locator('svg')
      .first()
      .evaluate((svg) => Array.from(svg.classList).find((name) => /^lucide-(?!react)/.test(name)));
  const cardOf = (title: string) =>
    page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) })
      .first();

  await openIn(page, 'en', `/course-content/${exam.subject_id}/1/exams`);
  const tab = page.getByRole('tab', { name: 'Computer-Based' });
  const courseIcon = await iconOf(tab);
  await tab.click();
  const courseCard = cardOf(exam.title.en);
  await expect(courseCard).toBeVisible();
  const courseCardIcon = await iconOf(courseCard);
  const courseCardClass = await courseCard.getAttribute('class');

  await navigateInApp(page, `/teachers-details/${exam.teacher.id}`);
  await page.getByRole('tab', { name: 'Teacher Exams' }).click();
  const electronic = page.getByRole('button', { name: 'Electronic Exams' });
  expect(await iconOf(electronic)).toBe(courseIcon);
  await electronic.click();
  const teacherCard = cardOf(exam.title.en);
  await expect(teacherCard).toBeVisible();
  expect(await iconOf(teacherCard)).toBe(courseIcon);
  expect(courseCardIcon).toBe(courseIcon);
  expect(await teacherCard.getAttribute('class')).toBe(courseCardClass);

  await teacherCard.getByRole('link', { name: /^Start / }).click();
  const kind = page.getByText('Computer-based exam', { exact: true });
  await expect(kind).toBeVisible();
  expect(await iconOf(kind)).toBe(courseIcon);

  // The start page leads back to the course's computer-based exams.
  await backToComputerExams(page, exam.subject_id, 'Back to the exams', 'Computer-Based');
});
