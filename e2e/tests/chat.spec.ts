import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import arChat from '../../apps/web/src/locales/ar/chat.json' with { type: 'json' };
import arProfile from '../../apps/web/src/locales/ar/profile.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enChat from '../../apps/web/src/locales/en/chat.json' with { type: 'json' };
import { MESSAGES } from '../../packages/contracts/src/messages/index.ts';
import { newPerson } from '../support/auth-texts';
import { collectConsoleErrors, expectNoSeriousA11yViolations, openIn } from '../support/fixtures';
import { seededMaths } from '../support/seeded';
import {
  adminSession,
  bearer,
  type Session,
  signInAs,
  storeAdminSession,
  verifiedAccount,
} from '../support/sessions';

const CLASS_NAME = 'Grade 10 B – Mathematics';

/** A teacher's class with one student in it, made through the API. */
async function classWithStudent(request: APIRequestContext) {
  const teacher = await verifiedAccount(request, 'teacher');
  const student = await verifiedAccount(request, 'student', { person: newPerson('student', 'ar') });
  const { subjectId } = await seededMaths(request);
  const made = await request.post('/api/teacher/classes', {
    headers: bearer(teacher),
    data: { name: CLASS_NAME, subject_id: subjectId, section: 'B' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id, code } = (await made.json()).data;
  const joined = await request.post('/api/student/classes', {
    headers: bearer(student),
    data: { code },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return { classId: id as number, teacher, student };
}

async function signedInTab(
  browser: Browser,
  role: 'student' | 'teacher',
  session: Session,
  device: { width: number; height: number; phone?: boolean },
) {
  const context = await browser.newContext({
    ...test.info().project.use,
    viewport: { width: device.width, height: device.height },
    isMobile: device.phone ?? false,
    hasTouch: device.phone ?? false,
  });
  const page = await context.newPage();
  await signInAs(page, role, session);
  return { page, errors: collectConsoleErrors(page) };
}

const composer = (page: Page) => page.getByRole('textbox');
const log = (page: Page) => page.getByRole('log');

test('a student on a phone in Arabic and the teacher on a desktop in English talk; the teacher deletes a message; a report reaches the console', async ({
  browser,
  request,
}) => {
  const { classId, teacher, student } = await classWithStudent(request);
  const studentName = 'سارة الحداد';

  // The student finds the room in the profile's Chat Rooms tab.
  const { page: phone, errors: phoneErrors } = await signedInTab(browser, 'student', student, {
    width: 390,
    height: 844,
    phone: true,
  });
  await openIn(phone, 'ar', '/profile/student');
  await phone.getByRole('tab', { name: arProfile['tabs.chatRooms'] }).click();
  await phone.getByRole('link', { name: new RegExp(CLASS_NAME) }).click();
  await expect(phone).toHaveURL(`/classes/${classId}/chat`);
  await expect(phone.getByText(arChat['list.empty'])).toBeVisible();
  await expectNoSeriousA11yViolations(phone);

  const { page: desk, errors: deskErrors } = await signedInTab(browser, 'teacher', teacher, {
    width: 1280,
    height: 800,
  });
  await openIn(desk, 'en', `/classes/${classId}/chat`);
  await expect(desk.getByRole('heading', { level: 1, name: new RegExp(CLASS_NAME) })).toBeVisible();
  // The live connection is up once the status line says nothing.
  await expect(desk.getByText(enChat['status.connecting'])).toHaveCount(0);
  await expect(phone.getByText(arChat['status.connecting'])).toHaveCount(0);
  await expectNoSeriousA11yViolations(desk);

  // On a phone Enter makes a new line; the Send button sends.
  const question = 'مرحبًا أستاذ، هل الواجب للصفحة 42؟';
  await composer(phone).fill(question);
  await phone.getByRole('button', { name: arChat['composer.send'] }).click();
  await expect(composer(phone)).toHaveValue('');
  await expect(composer(phone)).toBeFocused();
  const arrived = log(desk).getByText(question);
  await expect(arrived).toBeVisible();
  await expect(arrived).toHaveAttribute('dir', 'auto');

  // The teacher replies (Enter sends), a link stays plain text.
  await desk.getByRole('button', { name: `Reply to ${studentName}` }).click();
  await composer(desk).fill('Yes, page 42 👍 see https://example.com/page-42');
  await composer(desk).press('Enter');
  const answer = log(phone).getByText('Yes, page 42 👍 see https://example.com/page-42');
  await expect(answer).toBeVisible();
  await expect(log(phone).getByRole('link')).toHaveCount(0);
  await expect(
    log(phone).getByRole('button', { name: new RegExp(`${arChat['message.inReplyTo']}`) }),
  ).toBeVisible();

  // The teacher deletes a student's message; it goes for the student at once.
  const slip = 'رسالة أرسلتها بالخطأ';
  await composer(phone).fill(slip);
  await phone.getByRole('button', { name: arChat['composer.send'] }).click();
  await expect(log(desk).getByText(slip)).toBeVisible();
  await desk
    .getByRole('listitem')
    .filter({ hasText: slip })
    .getByRole('button', { name: `More actions for the message of ${studentName}` })
    .click();
  await desk.getByRole('menuitem', { name: enChat['actions.delete'] }).click();
  await desk
    .getByRole('alertdialog')
    .getByRole('button', { name: enChat['delete.confirm'] })
    .click();
  await expect(log(desk).getByText(enChat['message.deletedByTeacher'])).toBeVisible();
  await expect(log(phone).getByText(slip)).toHaveCount(0);
  await expect(log(phone).getByText(arChat['message.deleted'])).toBeVisible();

  // The student reports the teacher's message, with a reason.
  await phone
    .getByRole('listitem')
    .filter({ hasText: 'https://example.com/page-42' })
    .getByRole('button', { name: new RegExp(arChat['actions.more'].split('{{')[0] as string) })
    .click();
  await phone.getByRole('menuitem', { name: arChat['actions.report'] }).click();
  await phone.getByRole('dialog').getByRole('textbox').fill('رابط خارجي');
  await phone.getByRole('dialog').getByRole('button', { name: arChat['report.submit'] }).click();
  await expect(phone.getByText(MESSAGES.ar['chat.reported'])).toBeVisible();
  await expectNoSeriousA11yViolations(phone);

  // It reaches the editors' console.
  const admin = await (await browser.newContext(test.info().project.use)).newPage();
  // In English from the first page: the app keeps the language it first starts in.
  await openIn(admin, 'en', '/admin/login');
  await storeAdminSession(admin, await adminSession(request));
  await openIn(admin, 'en', '/admin/chat-reports');
  await expect(
    admin.getByRole('heading', { level: 1, name: enAdmin['nav.chatReports'] }),
  ).toBeVisible();
  const report = admin.getByRole('listitem').filter({ hasText: 'رابط خارجي' });
  await expect(report.getByText('Yes, page 42 👍 see https://example.com/page-42')).toBeVisible();
  await report.getByRole('button', { name: enAdmin['chatReports.markHandled'] }).click();
  await expect(admin.getByText(MESSAGES.en['chat.report_resolved'])).toBeVisible();
  await expect(report).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin);
  // No error on either side, a Content-Security-Policy refusal of the socket included.
  expect([...phoneErrors, ...deskErrors]).toEqual([]);

  await Promise.all([phone.context().close(), desk.context().close(), admin.context().close()]);
});
