import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, parentLinks } from '../../db/schema.ts';
import type { MailMessage, MailSender } from '../../lib/mail/mail-types.ts';
import { grantEntitlement } from '../../lib/premium/entitlements.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { makeCardBatch, makePremiumCourse } from '../../test-support/cards.ts';
import {
  createGrade,
  createParent,
  createStudent,
  createSubject,
} from '../../test-support/factories.ts';
import { sendExpiryReminders } from './expiry-reminders.ts';

const DAY = 86_400_000;
const START = new Date('2026-09-01T09:00:00Z');
const at = (days: number) => new Date(START.getTime() + days * DAY);

describe('the reminder before access ends', () => {
  let t: TestApp;
  let courseId: number;
  let cardId: number;
  const sent: MailMessage[] = [];
  const mail: MailSender = {
    send: async (message) => void sent.push(message),
    close: async () => {},
  };
  const remind = (now: Date) =>
    sendExpiryReminders(t.app.db, { mail, webOrigin: 'https://madrasa.example', now });
  const grant = (studentId: number, days: number, now = START) =>
    grantEntitlement(t.app.db, {
      studentId,
      scope: 'course',
      courseId,
      gradeId: null,
      days,
      source: 'card',
      cardId,
      now,
    });

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const grade = await createGrade(t.app.db, { name_en: 'Grade 11', name_ar: 'الصف الحادي عشر' });
    const subject = await createSubject(t.app.db, {
      grade_id: grade.id,
      name_en: 'Physics',
      name_ar: 'الفيزياء',
    });
    courseId = await makePremiumCourse(t.app.db, { subjectId: subject.id });
    const { batch } = await makeCardBatch(t.app, { courseId, count: 1 });
    const [card] = await t.app.db.query.activationCards.findMany({
      where: (cards, { eq: equals }) => equals(cards.batch_id, batch.id),
    });
    cardId = card?.id ?? 0;
  });
  afterAll(() => t?.close());

  it('mails the student and their parents once, a week before the end, in both languages', async () => {
    const student = await createStudent(t.app.db, { first_name: 'Layla' });
    const parent = await createParent(t.app.db);
    await t.app.db.insert(parentLinks).values({ parent_id: parent.id, student_id: student.id });
    const id = await grant(student.id, 30);
    sent.length = 0;

    expect(await remind(at(22))).toBe(0);
    expect(sent).toEqual([]);

    expect(await remind(at(24))).toBe(1);
    expect(sent.map((message) => message.to).sort()).toEqual([parent.email, student.email].sort());
    const own = sent.find((message) => message.to === student.email);
    expect(own?.subject).toBe(
      'ينتهي وصولك إلى الفيزياء، الصف الحادي عشر، الفصل الأول في 1 تشرين الأول 2026 | Your access to Physics, Grade 11, first semester ends on 1 October 2026',
    );
    expect(own?.text).toContain(
      'Your access to Physics, Grade 11, first semester ends on 1 October 2026. To keep learning, activate a new card at https://madrasa.example/activate.',
    );
    expect(own?.text.indexOf('ينتهي')).toBe(0);
    expect(own?.html).toContain('dir="rtl"');
    const parents = sent.find((message) => message.to === parent.email);
    expect(parents?.text).toContain(
      "Layla's access to Physics, Grade 11, first semester ends on 1 October 2026.",
    );

    sent.length = 0;
    expect(await remind(at(25))).toBe(0);
    expect(await Promise.all([remind(at(26)), remind(at(26))])).toEqual([0, 0]);
    expect(sent).toEqual([]);
    const [row] = await t.app.db.select().from(entitlements).where(eq(entitlements.id, id));
    expect(row?.reminded_at?.toISOString()).toBe(at(24).toISOString());
  });

  it('sends one mail of two runs at once', async () => {
    const student = await createStudent(t.app.db);
    await grant(student.id, 10);
    sent.length = 0;
    expect((await Promise.all([remind(at(5)), remind(at(5))])).sort()).toEqual([0, 1]);
    expect(sent.map((message) => message.to)).toEqual([student.email]);
  });

  it('leaves a renewed access alone, and an unverified address unmailed', async () => {
    const renewed = await createStudent(t.app.db);
    await grant(renewed.id, 30);
    await grant(renewed.id, 30, at(20));
    const unverified = await createStudent(t.app.db, { verified_at: null });
    await grant(unverified.id, 30);
    sent.length = 0;
    await remind(at(24));
    expect(sent.map((message) => message.to)).not.toContain(renewed.email);
    expect(sent.map((message) => message.to)).not.toContain(unverified.email);
    // The renewal's own end is reminded in its last week.
    await remind(at(54));
    expect(sent.map((message) => message.to)).toContain(renewed.email);
  });
});
