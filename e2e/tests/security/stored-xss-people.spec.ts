import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import adminTexts from '../../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import profileTexts from '../../../apps/web/src/locales/en/profile.json' with { type: 'json' };
import teacherTexts from '../../../apps/web/src/locales/en/teachers.json' with { type: 'json' };
import { openIn } from '../../support/fixtures';
import {
  adminSession,
  bearer,
  storeAdminSession,
  storeUserSession,
  verifiedAccount,
} from '../../support/sessions';
import {
  expectInert,
  expectShownLiterally,
  PAYLOADS,
  shownOn,
  watchForScripts,
  withPayloads,
} from '../../support/xss';

/**
 * Script payloads stored in every text field a student, teacher or visitor can fill, then
 * shown on each screen that displays it: the markup reads as text and nothing runs.
 */
const SEED_ASSETS = new URL('../../../apps/api/src/seed/assets/', import.meta.url);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const stamp = Date.now() % 1_000_000;

/** The tabs of a teacher page and of a teacher's own uploads, as the app names them. */
const PAGE_TABS = [
  teacherTexts['tabs.courses'],
  teacherTexts['tabs.files'],
  teacherTexts['tabs.exams'],
  teacherTexts['tabs.reviews'],
] as const;
const [COURSES, FILES, EXAMS, REVIEWS] = PAGE_TABS;
const UPLOAD_TABS = [
  profileTexts['uploads.files'],
  profileTexts['uploads.lessons'],
  profileTexts['uploads.exams'],
] as const;
const [OWN_FILES, OWN_LESSONS, OWN_EXAMS] = UPLOAD_TABS;

/** The screens: a teacher page and the own uploads list by tab, then whole pages. */
const PAGE_TAB = (tab: string) => `teacher page, tab ${tab}`;
const UPLOADS_TAB = (tab: string) => `own profile, uploads tab ${tab}`;
const DIRECTORY = 'teacher directory';
const OWN_ABOUT = 'own profile: About you field';
const ADMIN_TEACHER = 'console: teacher';
const ADMIN_REVIEWS = 'console: published reviews';
const ADMIN_INBOX = 'console: inbox';
const ADMIN_QUESTIONS = 'console: questions';

const TEACHER = withPayloads({
  subject: {
    label: 'sign-up: subject',
    shownOn: [PAGE_TAB(COURSES), DIRECTORY, ADMIN_TEACHER],
  },
  about: {
    label: 'additional info: about you',
    shownOn: [PAGE_TAB(COURSES), OWN_ABOUT, ADMIN_TEACHER],
  },
  fileName: {
    label: 'upload: file name',
    shownOn: [PAGE_TAB(FILES), UPLOADS_TAB(OWN_FILES), ADMIN_TEACHER],
  },
  lessonTitle: {
    label: 'upload: lesson title',
    shownOn: [PAGE_TAB(COURSES), UPLOADS_TAB(OWN_LESSONS), ADMIN_TEACHER],
  },
  examNameEn: {
    label: 'upload: exam lesson name (en)',
    shownOn: [PAGE_TAB(EXAMS), UPLOADS_TAB(OWN_EXAMS), ADMIN_TEACHER],
  },
  examNameAr: { label: 'upload: exam lesson name (ar)', shownOn: [ADMIN_TEACHER] },
  examGrade: { label: 'upload: exam grade', shownOn: [UPLOADS_TAB(OWN_EXAMS)] },
  reviewComment: { label: 'review: comment', shownOn: [PAGE_TAB(REVIEWS), ADMIN_REVIEWS] },
  reviewEmail: {
    label: 'review: e-mail (its format allows markup without spaces)',
    shownOn: [ADMIN_REVIEWS],
    value: `<img/src=x/onerror=window.__xss=1>@r${stamp}.test`,
  },
});

const VISITOR = withPayloads({
  studentAbout: { label: 'student additional info: about you', shownOn: [OWN_ABOUT] },
  question: { label: 'student question (chatbot)', shownOn: [ADMIN_QUESTIONS] },
  contactSubject: { label: 'contact: subject', shownOn: [ADMIN_INBOX] },
  contactMessage: { label: 'contact: message', shownOn: [ADMIN_INBOX] },
  contactEmail: {
    label: 'contact: e-mail, the one stored text the SPA makes a link of (mailto:)',
    shownOn: [ADMIN_INBOX],
    value: `javascript:window.__xss=1@c${stamp}.test`,
  },
});

/**
 * Fields whose rules leave no room for markup: names (people's and places', reviewers' and
 * senders' too, which the API tests cover) are letters joined by single spaces, hyphens or
 * apostrophes.
 */
const REFUSED = [
  ['/api/student/register', { first_name: PAYLOADS[0] }],
  ['/api/student/register', { last_name: PAYLOADS[1] }],
  ['/api/student/register', { residence: PAYLOADS[2] }],
  ['/api/teacher/register', { first_name: PAYLOADS[2] }],
  ['/api/teacher/register', { last_name: PAYLOADS[3] }],
] as const;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const main = (page: Page) => page.getByRole('main');
const aboutYou = (page: Page) => page.getByLabel(profileTexts['field.about'], { exact: true });

test('teacher texts and reviews stay inert on the teacher page, profile and console', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const signs = await watchForScripts(page);
  const teacher = await verifiedAccount(request, 'teacher', {
    fields: { subject: TEACHER.subject.value },
  });
  const auth = { headers: bearer(teacher) };
  const stored = await Promise.all([
    request.post('/api/teacher/update-profile', {
      ...auth,
      multipart: { about_you: TEACHER.about.value },
    }),
    request.post('/api/teacher-uploads', {
      ...auth,
      multipart: {
        file_name: TEACHER.fileName.value,
        file_type: 'summary',
        file: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    request.post('/api/teacher-video-uploads', {
      ...auth,
      multipart: {
        lesson_title: TEACHER.lessonTitle.value,
        thumbnail: {
          name: 'thumb.webp',
          mimeType: 'image/webp',
          buffer: await readFile(new URL('subjects/physics.webp', SEED_ASSETS)),
        },
        video_file: {
          name: 'lesson.mp4',
          mimeType: 'video/mp4',
          buffer: await readFile(new URL('videos/lesson-1.mp4', SEED_ASSETS)),
        },
      },
    }),
    request.post('/api/teacher-exam-uploads', {
      ...auth,
      multipart: {
        grade: TEACHER.examGrade.value,
        lesson_name_ar: TEACHER.examNameAr.value,
        lesson_name_en: TEACHER.examNameEn.value,
        file: { name: 'exam.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    request.post('/api/teacher-evaluations', {
      data: {
        teacher_id: teacher.id,
        full_name: 'لينا الحداد',
        email: TEACHER.reviewEmail.value,
        comment: TEACHER.reviewComment.value,
      },
    }),
  ]);
  for (const response of stored) expect(response.status(), await response.text()).toBeLessThan(300);
  const admin = await adminSession(request);
  const pending = await request.get('/api/admin/reviews?status=pending&limit=100', {
    headers: bearer(admin),
  });
  const review = (await pending.json()).data.find(
    (row: { teacher_id: number }) => row.teacher_id === teacher.id,
  );
  const approved = await request.patch(`/api/admin/reviews/${review.id}`, {
    headers: bearer(admin),
    data: { permissions_to_publish: 'Allowed' },
  });
  expect(approved.status()).toBe(200);

  await openIn(page, 'en', `/teachers-details/${teacher.id}`);
  for (const name of PAGE_TABS) {
    await tab(page, name).click();
    if (name === EXAMS)
      await page.getByRole('button', { name: teacherTexts['exams.paper'] }).click();
    await expectShownLiterally(main(page), shownOn(TEACHER, PAGE_TAB(name)));
  }
  await expectInert(page, signs);

  await page.goto(`/teachers?subject=${encodeURIComponent(TEACHER.subject.value)}`);
  await expectShownLiterally(main(page), shownOn(TEACHER, DIRECTORY));
  await expectInert(page, signs);

  await storeUserSession(page, 'teacher', teacher);
  await page.goto('/profile/teacher');
  await tab(page, profileTexts['tabs.additional']).click();
  await expect(aboutYou(page)).toHaveValue(TEACHER.about.value);
  await tab(page, profileTexts['tabs.uploads']).click();
  for (const name of UPLOAD_TABS) {
    await tab(page, name).click();
    await expectShownLiterally(main(page), shownOn(TEACHER, UPLOADS_TAB(name)));
  }
  await expectInert(page, signs);

  await storeAdminSession(page, admin);
  await page.goto(`/admin/teachers/${teacher.id}`);
  await expectShownLiterally(main(page), shownOn(TEACHER, ADMIN_TEACHER));
  await expectInert(page, signs);
  await page.goto('/admin/reviews');
  await page.getByRole('button', { name: adminTexts['reviews.published'] }).click();
  await expectShownLiterally(main(page), shownOn(TEACHER, ADMIN_REVIEWS));
  await expectInert(page, signs);
});

test('student, chatbot and contact texts stay inert on the profile and in the console', async ({
  page,
  request,
}) => {
  const signs = await watchForScripts(page);
  const student = await verifiedAccount(request, 'student');
  const stored = await Promise.all([
    request.post('/api/student/update-profile', {
      headers: bearer(student),
      multipart: { about_you: VISITOR.studentAbout.value },
    }),
    request.post('/api/student-questions', {
      headers: bearer(student),
      data: { student_id: student.id, question: VISITOR.question.value },
    }),
    request.post('/api/inbox', {
      data: {
        full_name: 'عبد الله الخطيب',
        phone_number: '0791234567',
        email: VISITOR.contactEmail.value,
        subject: VISITOR.contactSubject.value,
        message: VISITOR.contactMessage.value,
      },
    }),
  ]);
  for (const response of stored) expect(response.status(), await response.text()).toBeLessThan(300);

  for (const [path, fields] of REFUSED) {
    const response = await request.post(path, { data: fields });
    expect(response.status(), `${path} ${Object.keys(fields)}`).toBe(422);
    expect((await response.json()).errors).toHaveProperty(Object.keys(fields)[0] as string);
  }
  // Profile updates keep the sign-up rules for names and residences.
  const renamed = await request.post('/api/student/update-personal-info', {
    headers: bearer(student),
    data: { first_name: PAYLOADS[1] },
  });
  expect((await renamed.json()).errors).toHaveProperty('first_name');
  const residence = await request.post('/api/student/update-profile', {
    headers: bearer(student),
    multipart: { residence: PAYLOADS[0] },
  });
  expect((await residence.json()).errors).toHaveProperty('residence');

  await openIn(page, 'en', '/');
  await storeUserSession(page, 'student', student);
  await page.goto('/profile/student');
  await tab(page, profileTexts['tabs.additional']).click();
  await expect(aboutYou(page)).toHaveValue(VISITOR.studentAbout.value);
  await expectInert(page, signs);

  await storeAdminSession(page, await adminSession(request));
  for (const [path, screen] of [
    ['/admin/inbox', ADMIN_INBOX],
    ['/admin/questions', ADMIN_QUESTIONS],
  ] as const) {
    await page.goto(path);
    await expectShownLiterally(main(page), shownOn(VISITOR, screen));
    await expectInert(page, signs);
  }
});
