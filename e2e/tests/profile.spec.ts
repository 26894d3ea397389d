import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import arChat from '../../apps/web/src/locales/ar/chat.json' with { type: 'json' };
import arProfile from '../../apps/web/src/locales/ar/profile.json' with { type: 'json' };
import arTeachers from '../../apps/web/src/locales/ar/teachers.json' with { type: 'json' };
import enChat from '../../apps/web/src/locales/en/chat.json' with { type: 'json' };
import enProfile from '../../apps/web/src/locales/en/profile.json' with { type: 'json' };
import enTeachers from '../../apps/web/src/locales/en/teachers.json' with { type: 'json' };
import { newPerson, textsFor } from '../support/auth-texts';
import {
  expectNoSeriousA11yViolations,
  LANGUAGES,
  type Language,
  openIn,
  takenOver,
} from '../support/fixtures';
import { type Role, signInAs, verifiedAccount } from '../support/sessions';
import { holdRequests } from '../support/spa';

/** The texts the profile screens show, from the files the app loads, in one language. */
const textsOf = (language: Language) => ({
  ...textsFor(language),
  profile: language === 'ar' ? arProfile : enProfile,
  teachers: language === 'ar' ? arTeachers : enTeachers,
  chat: language === 'ar' ? arChat : enChat,
});

const SEED_ASSETS = new URL('../../apps/api/src/seed/assets/', import.meta.url);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A 1×1 PNG, so the new photo also renders. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// Journeys that change data make a verified account of their own (support/sessions.ts),
// so the seeded demo accounts other suites read (names, uploads, password) stay as they are.

/** A new verified account of the role, signed in, on a profile page (its own by default). */
async function openProfileAs(
  page: Page,
  role: Role,
  language: Language,
  path = `/profile/${role}`,
) {
  const person = newPerson(role, language);
  const session = await verifiedAccount(page.request, role, { person });
  await signInAs(page, role, session);
  await openIn(page, language, path);
  return { person, session };
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

for (const language of LANGUAGES) {
  const t = textsOf(language);
  const field = (page: Page, key: keyof typeof t.profile) =>
    page.getByLabel(t.profile[key], { exact: true });

  test(`a teacher edits personal and additional information with a new photo (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { person } = await openProfileAs(page, 'teacher', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.profile['teacher.title']);

    const firstName = field(page, 'field.firstName');
    await expect(firstName).toHaveValue(person.firstName);
    await expect(firstName).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: t.profile['personal.edit'] }).click();
    await expect(firstName).not.toHaveAttribute('readonly');
    const newName = language === 'ar' ? 'ليلى' : 'Layla';
    await firstName.fill(newName);
    await field(page, 'field.teachingLevel').selectOption('High School');
    await page.getByRole('button', { name: t.profile['personal.save'] }).click();
    await expect(toast(page, t.msg['profiles.personal_info_updated'])).toBeVisible();
    await expect(firstName).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: t.profile['personal.edit'] })).toBeVisible();
    await expect(
      page.getByRole('banner').getByText(newName, { exact: true }).filter({ visible: true }),
    ).toBeVisible();

    await tab(page, t.profile['tabs.additional']).click();
    const birthday = field(page, 'field.birthday');
    await birthday.fill('2999-01-01');
    await page.getByRole('button', { name: t.profile['additional.save'] }).click();
    await expect(page.locator('form').getByText(t.msg['profiles.birthday_future'])).toBeVisible();
    await birthday.fill('1990-04-12');
    await field(page, 'field.residence').selectOption('Aqaba');
    await field(page, 'field.about').fill(
      language === 'ar' ? 'معلمة علوم للمرحلة المتوسطة.' : 'Science teacher for middle school.',
    );
    await field(page, 'field.photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByRole('img', { name: t.profile['field.photoPreview'] })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await page.getByRole('button', { name: t.profile['additional.save'] }).click();
    await expect(toast(page, t.msg['profiles.additional_info_updated'])).toBeVisible();
    const summaryPhoto = page.getByRole('img', {
      name: t.profile['summary.photoAlt'].replace('{{name}}', `${newName} ${person.lastName}`),
    });
    await expect(summaryPhoto).toHaveAttribute('src', /\/storage\/.+\.png$/);

    // A reload shows what the server kept.
    await page.reload();
    await tab(page, t.profile['tabs.additional']).click();
    await expect(field(page, 'field.birthday')).toHaveValue('1990-04-12');
    await expect(field(page, 'field.residence')).toHaveValue('Aqaba');
  });

  test(`a teacher uploads a PDF, a video lesson and a paper exam, sees them publicly and deletes one (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { session } = await openProfileAs(page, 'teacher', language);
    await tab(page, t.profile['tabs.uploads']).click();
    const stamp = Date.now() % 100_000;

    // Files: the client checks first, then a real upload with its progress.
    const files = page.getByRole('form', { name: t.profile['uploads.files'] });
    await files.getByRole('button', { name: t.profile['uploads.submitFile'] }).click();
    await expect(files.getByText(t.msg['profiles.file_name_required'])).toBeVisible();
    await expect(files.getByText(t.msg['profiles.file_required'])).toBeVisible();
    const fileName = `${language === 'ar' ? 'ملخص الموجات' : 'Waves summary'} ${stamp}`;
    await files.getByLabel(t.profile['uploads.fileName']).fill(fileName);
    await files.getByLabel(t.profile['uploads.fileType']).selectOption('summary');
    await files.getByLabel(t.profile['uploads.pdf']).setInputFiles({
      name: 'waves.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    // Hold the request so the busy state can be seen.
    const release = await holdRequests(page, '**/api/teacher-uploads');
    await files.getByRole('button', { name: t.profile['uploads.submitFile'] }).click();
    await expect(
      files.getByRole('button', { name: t.profile['uploads.uploading'] }),
    ).toBeDisabled();
    await expect(files.getByLabel(t.profile['uploads.fileName'])).toBeDisabled();
    await expect(
      files.getByRole('progressbar', { name: t.profile['uploads.progress'] }),
    ).toBeVisible();
    release();
    await expect(toast(page, t.msg['profiles.file_uploaded'])).toBeVisible();
    await page.unroute('**/api/teacher-uploads');
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    await expect(files.getByLabel(t.profile['uploads.fileName'])).toHaveValue('');

    await tab(page, t.profile['uploads.lessons']).click();
    const lessons = page.getByRole('form', { name: t.profile['uploads.lessons'] });
    const lessonTitle = `${language === 'ar' ? 'مقدمة في الموجات' : 'Intro to waves'} ${stamp}`;
    await lessons.getByLabel(t.profile['uploads.lessonTitle']).fill(lessonTitle);
    await lessons.getByLabel(t.profile['uploads.thumbnail']).setInputFiles({
      name: 'physics.webp',
      mimeType: 'image/webp',
      buffer: await readFile(new URL('subjects/physics.webp', SEED_ASSETS)),
    });
    await lessons.getByLabel(t.profile['uploads.video']).setInputFiles({
      name: 'lesson.mp4',
      mimeType: 'video/mp4',
      buffer: await readFile(new URL('videos/lesson-1.mp4', SEED_ASSETS)),
    });
    await lessons.getByRole('button', { name: t.profile['uploads.submitLesson'] }).click();
    await expect(toast(page, t.msg['profiles.video_uploaded'])).toBeVisible();
    await expect(page.getByText(lessonTitle, { exact: true })).toBeVisible();

    await tab(page, t.profile['uploads.exams']).click();
    const exams = page.getByRole('form', { name: t.profile['uploads.exams'] });
    const lessonAr = `الاهتزازات ${stamp}`;
    const lessonEn = `Oscillations ${stamp}`;
    await exams
      .getByLabel(t.profile['uploads.grade'])
      .fill(language === 'ar' ? 'الصف العاشر' : 'Tenth Grade');
    await exams.getByLabel(t.profile['uploads.lessonNameAr']).fill(lessonAr);
    await exams.getByLabel(t.profile['uploads.lessonNameEn']).fill(lessonEn);
    await exams.getByLabel(t.profile['uploads.examFile']).setInputFiles({
      name: 'exam.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await exams.getByRole('button', { name: t.profile['uploads.submitExam'] }).click();
    await expect(toast(page, t.msg['profiles.exam_uploaded'])).toBeVisible();
    const examName = language === 'ar' ? lessonAr : lessonEn;
    await expect(page.getByText(examName, { exact: true })).toBeVisible();

    // All three are on the public teacher page.
    await page.getByRole('link', { name: t.profile['summary.publicPage'] }).click();
    await expect(page).toHaveURL(new RegExp(`/teachers-details/${session.id}$`));
    await expect(
      page.getByRole('button', {
        name: t.teachers['courses.play'].replace('{{title}}', lessonTitle),
      }),
    ).toBeVisible();
    await tab(page, t.teachers['tabs.files']).click();
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    await tab(page, t.teachers['tabs.exams']).click();
    await page.getByRole('button', { name: t.teachers['exams.paper'] }).click();
    await expect(page.getByText(examName, { exact: true })).toBeVisible();

    // Deleting asks first, then removes it from the profile and the public page.
    await page.goBack();
    await tab(page, t.profile['tabs.uploads']).click();
    const deleteFile = page.getByRole('button', {
      name: t.profile['list.deleteName'].replace('{{name}}', fileName),
    });
    await deleteFile.click();
    const dialog = page.getByRole('alertdialog', { name: t.profile['delete.title'] });
    await dialog.getByRole('button', { name: t.profile['delete.cancel'] }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(fileName, { exact: true })).toBeVisible();
    await deleteFile.click();
    await dialog.getByRole('button', { name: t.profile['delete.confirm'], exact: true }).click();
    await expect(toast(page, t.msg['profiles.file_deleted'])).toBeVisible();
    await expect(page.getByText(fileName, { exact: true })).toHaveCount(0);
    await expect(page.getByText(t.profile['list.emptyFiles'])).toBeVisible();

    await page.goto(`/teachers-details/${session.id}`);
    await takenOver(page);
    await tab(page, t.teachers['tabs.files']).click();
    await expect(page.getByText(t.teachers['files.emptySummaries'])).toBeVisible();
  });

  test(`a teacher changes the password and logs in again with the new one (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { person, session } = await openProfileAs(page, 'teacher', language);
    await tab(page, t.profile['tabs.password']).click();
    const submit = page.getByRole('button', { name: t.profile['password.submit'], exact: true });
    await submit.click();
    await expect(
      page.locator('form').getByText(t.msg['profiles.password_fields_required']).first(),
    ).toBeVisible();

    const newPassword = 'second-secret-2';
    await field(page, 'field.oldPassword').fill('not-my-password');
    await field(page, 'field.newPassword').fill(newPassword);
    await field(page, 'field.confirmPassword').fill(`${newPassword}x`);
    await submit.click();
    await expect(
      page.locator('form').getByText(t.msg['profiles.password_confirmation_mismatch']),
    ).toBeVisible();
    await field(page, 'field.confirmPassword').fill(newPassword);
    await submit.click();
    await expect(
      toast(
        page,
        `${t.msg['profiles.password_change_failed']}: ${t.msg['profiles.old_password_wrong']}`,
      ),
    ).toBeVisible();

    await field(page, 'field.oldPassword').fill(person.password);
    await submit.click();
    await expect(toast(page, t.msg['profiles.password_changed'])).toBeVisible();
    await expect(page).toHaveURL(/\/login\/teacher$/);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    // Every session was revoked, the old token too.
    const stale = await page.request.get('/api/teacher/profile', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(stale.status()).toBe(401);

    const logIn = async (password: string) => {
      await page.getByLabel(t.ui['field.login'], { exact: true }).fill(person.email);
      await page.getByLabel(t.ui['field.password'], { exact: true }).fill(password);
      await page.getByRole('button', { name: t.ui['login.submit'], exact: true }).click();
    };
    await logIn(person.password);
    await expect(toast(page, t.msg['auth.invalid_credentials'])).toBeVisible();
    await logIn(newPassword);
    await expect(toast(page, t.msg['auth.login_success'])).toBeVisible();
  });

  test(`a student edits personal information and sees it read-only again (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openProfileAs(page, 'student', language, '/profile/teacher');
    // The wrong role's profile sends the student to their own.
    await expect(page).toHaveURL(/\/profile\/student$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.profile['student.title']);
    await expect(tab(page, t.profile['tabs.uploads'])).toHaveCount(0);

    const lastName = field(page, 'field.lastName');
    await expect(lastName).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: t.profile['personal.edit'] }).click();
    const save = page.getByRole('button', { name: t.profile['personal.save'] });
    await expect(save).toBeVisible();
    // A new account has no education level yet: the save needs one.
    await save.click();
    await expect(page.locator('form').getByText(t.msg['profiles.grade_invalid'])).toBeVisible();
    await field(page, 'field.grade').selectOption({ index: 10 });
    const newLastName = language === 'ar' ? 'العمري' : 'Omari';
    await lastName.fill(newLastName);
    await save.click();
    await expect(toast(page, t.msg['profiles.personal_info_updated'])).toBeVisible();
    await expect(lastName).toHaveAttribute('readonly', '');
    await expect(lastName).toHaveValue(newLastName);
    await expect(page.getByRole('button', { name: t.profile['personal.edit'] })).toBeVisible();

    await tab(page, t.profile['tabs.chatRooms']).click();
    // A new student is in no class yet: the tab says how a class's room comes.
    await expect(page.getByRole('heading', { name: t.chat['rooms.title'] })).toBeVisible();
    await expect(page.getByText(t.chat['rooms.empty'])).toBeVisible();
  });

  test(`an expired session is told so and sent to /login/user-type (${language})`, async ({
    page,
  }) => {
    await signInAs(page, 'teacher', {
      id: 1,
      token: 'revoked-or-made-up',
      username: 'tch_ahmad_1',
      first_name: 'Ahmad',
    });
    await openIn(page, language, '/profile/teacher');
    await expect(toast(page, t.msg['profiles.session_expired'])).toBeVisible();
    await expect(page).toHaveURL(/\/login\/user-type$/);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  });
}

test('the seeded teacher logs in through the form and finds the profile and uploads', async ({
  page,
}) => {
  const t = textsOf('en');
  await openIn(page, 'en', '/login/teacher');
  await page.getByLabel(t.ui['field.login'], { exact: true }).fill('ahmad.khatib@example.com');
  await page.getByLabel(t.ui['field.password'], { exact: true }).fill('Madrasa#2026');
  await page.getByRole('button', { name: t.ui['login.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: t.common['auth.profile'] })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/profile\/teacher$/);
  await expect(page.getByLabel(t.profile['field.email'], { exact: true })).toHaveValue(
    'ahmad.khatib@example.com',
  );
  await tab(page, t.profile['tabs.uploads']).click();
  await expect(page.getByText('ملخص وحدة التفاضل', { exact: true })).toBeVisible();
});

for (const language of LANGUAGES) {
  for (const role of ['student', 'teacher'] as const) {
    const t = textsOf(language);
    const tabs = [
      t.profile['tabs.personal'],
      t.profile['tabs.additional'],
      t.profile['tabs.password'],
      ...(role === 'teacher' ? [t.profile['tabs.uploads']] : [t.profile['tabs.chatRooms']]),
    ];
    // One visit scans every tab in turn: a sign-in and a page load per tab added nothing.
    test(`/profile/${role}: each tab (${tabs.join(', ')}) has no serious accessibility violation in ${language}`, async ({
      page,
    }) => {
      const login = await page.request.post(`/api/${role}/login`, {
        data: {
          login: role === 'student' ? 'sara.student@example.com' : 'ahmad.khatib@example.com',
          password: 'Madrasa#2026',
        },
      });
      const { id, token, username } = (await login.json()).data;
      await signInAs(page, role, { id, token, username, first_name: '' });
      await openIn(page, language, `/profile/${role}`);
      for (const name of tabs) {
        await tab(page, name).click();
        await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
}
