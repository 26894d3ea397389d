import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import arClasses from '../../apps/web/src/locales/ar/classes.json' with { type: 'json' };
import arExams from '../../apps/web/src/locales/ar/exams.json' with { type: 'json' };
import arBell from '../../apps/web/src/locales/ar/notifications.json' with { type: 'json' };
import enClasses from '../../apps/web/src/locales/en/classes.json' with { type: 'json' };
import enProfile from '../../apps/web/src/locales/en/profile.json' with { type: 'json' };
import { MESSAGES } from '../../packages/contracts/src/messages/index.ts';
import { expectNoSeriousA11yViolations, openIn } from '../support/fixtures';
import { linkedParent, signInParent } from '../support/parents';
import { examTitled } from '../support/seeded';
import { bearer, signInAs, verifiedAccount } from '../support/sessions';

/**
 * Classes end to end (issue 38): a teacher on a desktop in English makes a class; a student
 * on a phone in Arabic joins with the code typed in Arabic-Indic digits; the teacher assigns
 * a lesson and an exam, which reach the student's To do and bell; the student watches the
 * lesson (through the progress API, to keep it short) and takes the exam on screen; the
 * teacher's results and the CSV export show both; a linked parent sees them on the child's
 * page. Each new page is scanned with axe.
 */
const LESSON = 'Motion in One Dimension';
const EXAM = "Newton's laws of motion";
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const arabicDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
/** A datetime-local value `days` from now, in Amman time (UTC+3 all year). */
const inAmman = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 16);

async function tab(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** Grade 10's first-semester Physics, where the seeded lesson and exam live. */
async function gradeTenPhysics(request: APIRequestContext) {
  const grades = (await (await request.get('/api/grades')).json()).data as {
    id: number;
    grade_key: string;
  }[];
  const gradeId = grades.find((grade) => grade.grade_key === 'grade10')?.id ?? 0;
  const subjects = (
    await (await request.get(`/api/subjects?grade_id=${gradeId}&semester=first`)).json()
  ).data as { id: number; name_en: string }[];
  const subjectId = subjects.find((subject) => subject.name_en === 'Physics')?.id ?? 0;
  return { gradeId, subjectId };
}

test('a student joins in Arabic; the teacher assigns a lesson and an exam, which reach To do and the bell; the student does both; the teacher, the export and a parent see it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [teacher, student] = await Promise.all([
    verifiedAccount(request, 'teacher'),
    verifiedAccount(request, 'student'),
  ]);
  const physics = await gradeTenPhysics(request);
  const exam = await examTitled(request, EXAM);
  const en = { classes: enClasses, msg: MESSAGES.en };
  const ar = { classes: arClasses, exams: arExams, bell: arBell, msg: MESSAGES.ar };

  // The teacher, on a desktop in English, finds the classes from the profile.
  const teacherPage = await tab(browser, DESKTOP);
  await signInAs(teacherPage, 'teacher', teacher);
  await openIn(teacherPage, 'en', '/profile/teacher');
  await teacherPage.getByRole('link', { name: enProfile['teacher.classes'] }).click();
  await expect(teacherPage).toHaveURL(/\/teacher\/classes$/);
  await expect(teacherPage.getByText(en.classes['list.empty'])).toBeVisible();
  await expectNoSeriousA11yViolations(teacherPage);

  await teacherPage.getByRole('button', { name: en.classes['list.new'] }).click();
  const create = teacherPage.getByRole('dialog', { name: en.classes['create.title'] });
  await create.getByLabel(en.classes['fields.grade']).selectOption(String(physics.gradeId));
  await create.getByLabel(en.classes['fields.subject']).selectOption(String(physics.subjectId));
  await create.getByLabel(en.classes['fields.section']).fill('B');
  await expect(create.getByLabel(en.classes['fields.name'])).toHaveValue('Tenth Grade B – Physics');
  await expectNoSeriousA11yViolations(teacherPage);
  await create.getByRole('button', { name: en.classes['create.submit'] }).click();
  await expect(teacherPage).toHaveURL(/\/teacher\/classes\/\d+$/);
  const classId = Number(new URL(teacherPage.url()).pathname.split('/').at(-1));
  await expect(
    teacherPage.getByRole('heading', { level: 1, name: 'Tenth Grade B – Physics' }),
  ).toBeVisible();
  const shown = teacherPage.getByText(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/);
  const code = (await shown.textContent()) ?? '';
  await expect(
    teacherPage.getByRole('img', { name: fill(en.classes['code.qr'], { code }) }),
  ).toBeVisible();
  await expect(teacherPage.getByText(en.classes['students.empty'])).toBeVisible();
  await expectNoSeriousA11yViolations(teacherPage);

  // The student, on a phone in Arabic, types the code with Arabic-Indic digits.
  const studentPage = await tab(browser, PHONE);
  await signInAs(studentPage, 'student', student);
  await openIn(studentPage, 'ar', '/profile/student?tab=classes');
  await expect(studentPage.getByText(ar.classes['todo.empty'])).toBeVisible();
  await expectNoSeriousA11yViolations(studentPage);
  await studentPage
    .getByLabel(ar.classes['join.code'], { exact: true })
    .fill(arabicDigits(code.toLowerCase()));
  await studentPage.getByRole('button', { name: ar.classes['join.submit'] }).click();
  await expect(
    studentPage.getByText(fill(ar.msg['classes.joined'], { name: 'Tenth Grade B – Physics' })),
  ).toBeVisible();
  await expect(
    studentPage
      .getByRole('region', { name: ar.classes['mine.title'] })
      .getByText(fill(ar.classes['mine.teacher'], { name: `${teacher.first_name} Khalil` })),
  ).toBeVisible();

  // A lesson due in four days, then the exam due in three, counting only attempts within it.
  const assign = async (title: string, days: number, windowOnly: boolean) => {
    await teacherPage.getByRole('button', { name: en.classes['assign.open'] }).click();
    const dialog = teacherPage.getByRole('dialog', { name: en.classes['assign.title'] });
    await dialog
      .getByLabel(en.classes['assign.item'])
      .selectOption({ label: title }, { timeout: 10_000 });
    await dialog.getByLabel(en.classes['assign.dueAt']).fill(inAmman(days));
    if (windowOnly) await dialog.getByLabel(en.classes['assign.windowOnly']).check();
    if (!windowOnly) await dialog.getByLabel(en.classes['assign.note']).fill('Take notes.');
    if (windowOnly) await expectNoSeriousA11yViolations(teacherPage);
    await dialog.getByRole('button', { name: en.classes['assign.submit'] }).click();
    await expect(dialog).toBeHidden();
  };
  await assign(LESSON, 4, false);
  await assign(EXAM, 3, true);
  const work = teacherPage.getByRole('region', { name: en.classes['assignments.title'] });
  await expect(work.getByRole('heading', { name: LESSON })).toBeVisible();
  await expect(work.getByRole('heading', { name: EXAM })).toBeVisible();
  await expectNoSeriousA11yViolations(teacherPage);

  // The student's To do and bell show the new work.
  await studentPage.reload();
  const todo = studentPage.getByRole('region', { name: ar.classes['todo.title'] });
  await expect(todo.getByRole('link')).toHaveCount(2);
  await expect(todo.getByText(ar.msg['classes.state_open'], { exact: true })).toHaveCount(2);
  await expectNoSeriousA11yViolations(studentPage);
  const examTitle = exam.title.ar;
  const bell = studentPage.getByRole('button', { name: new RegExp(`^${ar.bell['bell.label']}`) });
  await expect(async () => {
    await studentPage.reload();
    await expect(bell).toHaveAccessibleName(fill(ar.bell['bell.labelUnread'], { count: 2 }), {
      timeout: 2_000,
    });
  }).toPass();
  await bell.click();
  await expect(studentPage.getByRole('dialog').getByText(examTitle)).toBeVisible();
  await studentPage.keyboard.press('Escape');

  // The join page the QR code opens: already in the class, one tap says so.
  await studentPage.goto(`/join?code=${code}`);
  await expect(studentPage.getByLabel(ar.classes['join.code'], { exact: true })).toHaveValue(code);
  await expectNoSeriousA11yViolations(studentPage);
  await studentPage.getByRole('button', { name: ar.classes['join.submit'] }).click();
  await expect(studentPage).toHaveURL(/\/profile\/student\?tab=classes$/);

  // The lesson watched to 90 %, through the progress API.
  const lessons = (
    await (
      await request.get(`/api/teacher/classes/${classId}`, { headers: bearer(teacher) })
    ).json()
  ).data.assignments as { item: { kind: string; id: number; title_en: string } }[];
  const lesson = lessons.find((row) => row.item.kind === 'lesson')?.item;
  const watched = await request.post(`/api/student/progress/videos/lesson/${lesson?.id}`, {
    headers: bearer(student),
    data: { position_seconds: 95, duration_seconds: 100, played_seconds: 95 },
  });
  expect(watched.status(), await watched.text()).toBe(200);

  // The exam, taken on screen from its To do link.
  await todo.getByRole('link', { name: examTitle }).click();
  await expect(studentPage).toHaveURL(new RegExp(`/computer-exams/${exam.id}$`));
  await studentPage.getByLabel(ar.exams['start.regular']).check();
  await studentPage.getByRole('button', { name: ar.exams['start.begin'] }).click();
  await studentPage.getByRole('radio').first().check();
  await studentPage.getByRole('button', { name: ar.exams['run.finish'], exact: true }).click();
  // Two questions left unanswered: finishing asks first.
  await studentPage
    .getByRole('alertdialog')
    .getByRole('button', { name: ar.exams['run.finish'] })
    .click();
  await expect(studentPage).toHaveURL(/\/review$/);

  await studentPage.goto('/profile/student?tab=classes');
  await expect(todo.getByText(ar.msg['classes.state_done'], { exact: true })).toHaveCount(2);
  await expect(todo.getByText(/^\d+%$/)).toBeVisible();

  // The teacher's results and the CSV export show both done.
  await teacherPage.reload();
  const results = teacherPage.getByRole('region', { name: en.classes['results.title'] });
  const row = results.getByRole('row', { name: new RegExp(student.first_name) });
  await expect(row.getByText(en.msg['classes.state_done'], { exact: true })).toHaveCount(2);
  await expect(row.getByText(/^\d+%$/)).toBeVisible();
  const averages = results.getByRole('row', { name: new RegExp(en.classes['results.averages']) });
  await expect(averages).toContainText(fill(en.classes['assignments.done'], { done: 1, total: 1 }));
  await expectNoSeriousA11yViolations(teacherPage);
  const download = teacherPage.waitForEvent('download');
  await teacherPage.getByRole('button', { name: en.classes['results.export.csv'] }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(student.first_name);
  expect(csv).toContain(LESSON);
  expect(csv).toContain(EXAM);

  // The parent, linked through the API, sees the child's assignments and the exam's score.
  const parent = await linkedParent(request, student);
  const parentPage = await tab(browser, PHONE);
  await signInParent(parentPage, parent);
  await openIn(parentPage, 'ar', `/parent/children/${student.id}`);
  const section = parentPage.getByRole('region', { name: ar.classes['child.title'] });
  await expect(section.getByText(ar.msg['classes.state_done'], { exact: true })).toHaveCount(2);
  await expect(section.getByText(examTitle)).toBeVisible();
  await expect(section.getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yViolations(parentPage);
});
