import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import arPrivacy from '../../apps/web/src/locales/ar/privacy.json' with { type: 'json' };
import enPrivacy from '../../apps/web/src/locales/en/privacy.json' with { type: 'json' };
import enProfile from '../../apps/web/src/locales/en/profile.json' with { type: 'json' };
import { newPerson } from '../support/auth-texts';
import { expectNoSeriousA11yViolations, type Language, openIn } from '../support/fixtures';
import { gradeTenExams } from '../support/seeded';
import {
  bearer,
  type Session,
  signInAs,
  storeLanguage,
  verifiedAccount,
} from '../support/sessions';

/**
 * Privacy and teachers' numbers end to end (issue 18): a fresh student who opened a
 * teacher's file and took an exam downloads the JSON export (profile, progress, attempts),
 * asks for deletion, is signed out, logs in again and is told the deletion was cancelled;
 * the teacher sees on that upload that one student opened it. Axe clean in both languages.
 */
const textsOf = (language: Language) => (language === 'ar' ? arPrivacy : enPrivacy);

async function uploadFile(request: APIRequestContext, teacher: Session, name: string) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const uploaded = await request.post('/api/teacher-uploads', {
    headers: bearer(teacher),
    multipart: {
      file_name: name,
      file_type: 'summary',
      file: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return (await uploaded.json()).data.id as number;
}

/** A submitted attempt at the first published exam of grade 10's first subject that has one. */
async function takeAnExam(request: APIRequestContext, student: Session) {
  const [exam] = await gradeTenExams(request);
  if (!exam) throw new Error('no published exam');
  const started = await request.post(`/api/computer-exams/${exam.id}/attempts`, {
    headers: bearer(student),
    data: { mode: 'regular' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const attempt = (await started.json()).data.id as number;
  const finished = await request.post(`/api/exam-attempts/${attempt}/finish`, {
    headers: bearer(student),
    data: {},
  });
  expect(finished.ok(), await finished.text()).toBe(true);
  return attempt;
}

async function openYourData(page: Page, language: Language) {
  await openIn(page, language, '/profile/student');
  await page.getByRole('tab', { name: textsOf(language).tab }).click();
  await expect(page.getByRole('heading', { name: textsOf(language).title })).toBeVisible();
}

test('a student downloads their data, deletes the account and takes it back by logging in; the teacher sees the numbers', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const teacher = await verifiedAccount(request, 'teacher');
  const fileName = `Privacy notes ${Date.now() % 100_000}`;
  const fileId = await uploadFile(request, teacher, fileName);
  const person = newPerson('student', 'en');
  const student = await verifiedAccount(request, 'student', { person });
  const opened = await request.put(`/api/student/progress/files/teacher_file/${fileId}`, {
    headers: bearer(student),
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const attemptId = await takeAnExam(request, student);

  // The export, from the profile's "Your data" tab.
  await signInAs(page, 'student', student);
  await openYourData(page, 'ar');
  await expectNoSeriousA11yViolations(page);
  await storeLanguage(page, 'en');
  await openYourData(page, 'en');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: enPrivacy['export.json'] }).click();
  const file = await (await download).path();
  const exported = JSON.parse(await readFile(file, 'utf8')).data;
  expect(exported.student).toMatchObject({ id: student.id, email: person.email });
  expect(JSON.stringify(exported)).not.toContain('password');
  expect(exported.progress).toEqual([
    expect.objectContaining({ item_kind: 'teacher_file', item_id: fileId, name_en: fileName }),
  ]);
  expect(exported.exam_attempts).toEqual([
    expect.objectContaining({ id: attemptId, submitted_at: expect.any(String) }),
  ]);
  await expectNoSeriousA11yViolations(page);

  // Deletion: the password, the confirmation, then signed out to the login page.
  await page.getByLabel(enPrivacy['delete.password']).fill(person.password);
  await page.getByRole('button', { name: enPrivacy['delete.submit'] }).click();
  const dialog = page.getByRole('alertdialog', { name: enPrivacy['delete.confirmTitle'] });
  await expect(dialog).toContainText('7 days');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: enPrivacy['delete.confirm'] }).click();
  await expect(page).toHaveURL(/\/login\/student$/);
  await expect(page.getByText(/deleted for good in 7 days/)).toBeVisible();
  const refused = await request.get('/api/student/profile', { headers: bearer(student) });
  expect(refused.status()).toBe(401);

  // Logging in during the grace period cancels it, and says so.
  await page.getByLabel('Phone number or email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByText('Login successful. Your account deletion request has been cancelled.'),
  ).toBeVisible();

  // The teacher's uploads list counts the student who opened the file.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signInAs(teacherPage, 'teacher', teacher);
  await openIn(teacherPage, 'en', '/profile/teacher');
  await teacherPage.getByRole('tab', { name: enProfile['tabs.uploads'] }).click();
  const row = teacherPage.getByRole('listitem').filter({ hasText: fileName });
  await expect(row).toContainText('Students who opened it: 1');
  await expectNoSeriousA11yViolations(teacherPage);
  await teacherContext.close();
});

test('the "Your data" tab on a phone, in Arabic', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await verifiedAccount(request, 'student');
  await signInAs(page, 'student', student);
  await openYourData(page, 'ar');
  await expect(page.getByRole('button', { name: arPrivacy['delete.submit'] })).toBeVisible();
  await page.getByRole('button', { name: arPrivacy['delete.submit'] }).click();
  await expect(page.getByText('يرجى إدخال كلمة المرور.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
