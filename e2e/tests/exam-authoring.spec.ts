import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import arAuthoring from '../../apps/web/src/locales/ar/authoring.json' with { type: 'json' };
import arProfile from '../../apps/web/src/locales/ar/profile.json' with { type: 'json' };
import enAuthoring from '../../apps/web/src/locales/en/authoring.json' with { type: 'json' };
import { expectNoSeriousA11yViolations, openIn } from '../support/fixtures';
import { adminSession, signInAs, storeAdminSession, verifiedAccount } from '../support/sessions';

/**
 * Authoring computer-based exams (issue 17): an editor imports questions from the template
 * (a file with a bad row is refused with that row's error and stores nothing), writes one
 * by hand, builds and publishes an exam that students then see; a teacher does the same
 * from their profile, in Arabic on a phone.
 */
const HEADER =
  'kind,difficulty,stem_ar,stem_en,option_1_ar,option_1_en,option_2_ar,option_2_en,correct,tolerance,explanation_ar,explanation_en,marks';
const GOOD = `${HEADER}\nاختيار من متعدد,سهل,ما ناتج \\(3 \\times 4\\)؟,What is \\(3 \\times 4\\)?,12,12,7,7,١,,,,1\nnumeric,hard,سرعة الصوت؟,Speed of sound (m/s)?,,,,,343,5,,,2\n`;
const BAD = `${HEADER}\nsingle,easy,سؤال سليم,,أ,,ب,,1,,,,1\nsingle,easy,سؤال بلا إجابة,,أ,,ب,,,,,,1\n`;
const csv = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

/** A subject of its own, so journeys running beside this one see none of its questions. */
async function freshSubject(request: APIRequestContext, token: string, name: string) {
  const grades = (await (await request.get('/api/grades')).json()).data as Array<{
    id: number;
    grade_key: string;
  }>;
  const grade = grades.find((row) => row.grade_key === 'grade9');
  const response = await request.post('/api/admin/subjects', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { grade_id: String(grade?.id), semester: 'first', name_ar: name, name_en: name },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: number };
}

async function chooseScope(page: Page, texts: typeof enAuthoring, subject: string, grade: string) {
  await page.getByLabel(texts['scope.grade']).selectOption({ label: grade });
  await page.getByLabel(texts['scope.subject']).selectOption({ label: subject });
}

test('an editor imports questions (a bad row refused), writes one, and publishes an exam students see', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = enAuthoring;
  const admin = await adminSession(request);
  const subjectName = `Authoring ${Date.now() % 100_000}`;
  const subject = await freshSubject(request, admin.token, subjectName);
  await openIn(page, 'en', '/');
  await storeAdminSession(page, admin);
  await page.goto('/admin/exams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await chooseScope(page, t, subjectName, 'Ninth Grade');
  await expect(page.getByText(t['questions.empty'])).toBeVisible();

  // A file with one bad row: refused with that row's error, nothing stored.
  await page.getByRole('button', { name: t['questions.import'] }).click();
  const dialog = page.getByRole('dialog', { name: t['import.title'] });
  await dialog.getByLabel(t['import.file']).setInputFiles(csv('questions.csv', BAD));
  await dialog.getByRole('button', { name: t['import.submit'] }).click();
  const report = dialog.getByRole('alert').filter({ hasText: t['import.errors'] });
  await expect(report).toBeVisible();
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('row').nth(1)).toHaveText(
    /3\s*correct\s*Mark the right answer among the options/,
  );
  await page.screenshot({ path: test.info().outputPath('import-refused.png'), fullPage: true });

  // The fixed file imports both rows.
  await dialog.getByLabel(t['import.file']).setInputFiles(csv('questions.csv', GOOD));
  await dialog.getByRole('button', { name: t['import.submit'] }).click();
  await expect(toast(page, '2 questions imported.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('region', { name: t['tabs.questions'].replace('{{count}}', '2') });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // One written by hand: true / false.
  await page.getByRole('button', { name: t['questions.add'] }).click();
  const form = page.getByRole('dialog', { name: t['questions.newTitle'] });
  await form.getByLabel(t['kind.label']).selectOption('true_false');
  await form.getByLabel(t['form.stemEn']).fill('Zero is an even number.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Mark the right answer among the options')).toBeVisible();
  await form.getByRole('radio', { name: 'True' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole('button', { name: t['tabs.questions'].replace('{{count}}', '3') }),
  ).toBeVisible();

  // An exam of all three, published.
  await page.getByRole('button', { name: t['tabs.exams'].replace('{{count}}', '0') }).click();
  await page.getByRole('button', { name: t['exams.add'] }).click();
  const exam = page.getByRole('dialog', { name: t['exams.newTitle'] });
  await exam.getByLabel(t['exams.titleEn']).fill('Mixed practice');
  await exam.getByLabel(t['exams.duration']).fill('15');
  for (const box of await exam.getByRole('checkbox').all()) {
    if ((await box.getAttribute('name')) === null) await box.check();
  }
  await exam.getByLabel(t['exams.publish']).check();
  await page.screenshot({ path: test.info().outputPath('exam-form.png'), fullPage: true });
  await exam.getByRole('button', { name: 'Save' }).click();
  await expect(exam).toBeHidden();
  await expect(page.getByText('Mixed practice')).toBeVisible();
  await expect(page.getByText(t['exams.published'], { exact: true })).toBeVisible();

  const listed = await request.get(`/api/computer-exams?subject_id=${subject.id}&semester=first`);
  expect((await listed.json()).data).toEqual([
    expect.objectContaining({ title: { ar: '', en: 'Mixed practice' }, question_count: 3 }),
  ]);
  await expectNoSeriousA11yViolations(page);
});

test('a teacher builds a random-draw exam from their profile, in Arabic on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const t = arAuthoring;
  const admin = await adminSession(request);
  const subjectName = `تأليف ${Date.now() % 100_000}`;
  await freshSubject(request, admin.token, subjectName);
  const teacher = await verifiedAccount(request, 'teacher');
  await signInAs(page, 'teacher', teacher);
  await openIn(page, 'ar', '/profile/teacher');
  await page.getByRole('tab', { name: arProfile['tabs.uploads'], exact: true }).click();
  await page.getByRole('tab', { name: arProfile['uploads.computerExams'], exact: true }).click();
  await chooseScope(page, t, subjectName, 'الصف التاسع');

  await page.getByRole('button', { name: t['questions.import'] }).click();
  const dialog = page.getByRole('dialog', { name: t['import.title'] });
  await dialog.getByLabel(t['import.file']).setInputFiles(csv('أسئلة.csv', BAD));
  await dialog.getByRole('button', { name: t['import.submit'] }).click();
  await expect(dialog.getByRole('alert')).toContainText('حدّد الإجابة الصحيحة من بين الخيارات');
  await page.screenshot({
    path: test.info().outputPath('teacher-import-refused-ar.png'),
    fullPage: true,
  });
  await dialog.getByLabel(t['import.file']).setInputFiles(csv('أسئلة.csv', GOOD));
  await dialog.getByRole('button', { name: t['import.submit'] }).click();
  await expect(toast(page, 'تم استيراد 2 سؤال.')).toBeVisible();

  await page.getByRole('button', { name: t['tabs.exams'].replace('{{count}}', '0') }).click();
  await page.getByRole('button', { name: t['exams.add'] }).click();
  const exam = page.getByRole('dialog', { name: t['exams.newTitle'] });
  await exam.getByLabel(t['exams.titleAr']).fill('سحب عشوائي');
  await exam.getByRole('button', { name: t['exams.draw'] }).click();
  await exam.getByLabel(t['exams.count']).fill('٥');
  await exam.getByRole('button', { name: 'حفظ' }).click();
  await expect(exam.getByText('في بنك الأسئلة 2 سؤالًا فقط لهذا السحب، لا 5')).toBeVisible();
  await exam.getByLabel(t['exams.count']).fill('٢');
  await exam.getByLabel(t['exams.publish']).check();
  await exam.getByRole('button', { name: 'حفظ' }).click();
  await expect(exam).toBeHidden();
  await expect(
    page.getByText(`${t['exams.questions'].replace('{{count}}', '2')} (${t['exams.drawn']})`),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('teacher-exams-ar.png'), fullPage: true });

  await expectNoSeriousA11yViolations(page);
});
