import { CARD_CODE, cardCheckCharacter, formatCardCode } from '@madrasa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activationCards,
  cardAudit,
  entitlements,
  parentLinks,
  students,
} from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { makeCardBatch, makePremiumCourse } from '../../test-support/cards.ts';
import {
  createGrade,
  createParent,
  createStudent,
  createSubject,
  createTeacher,
} from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';
import { redeemCard } from './redeem-card.ts';

type Account = { id: number; token: string };
const DAY = 86_400_000;
/** Arabic-Indic digits as a phone's Arabic keyboard types them. */
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
/** A well-formed code (right check character) that no card has. */
const unknownCode = (n: number) => {
  const { alphabet } = CARD_CODE;
  const body = Array.from(
    { length: CARD_CODE.length - 1 },
    (_, i) => alphabet[Math.floor(n / alphabet.length ** i) % alphabet.length],
  ).join('');
  return body + cardCheckCharacter(body);
};

describe('activation cards: redeeming and My courses', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let courseId: number;
  let gradeId: number;
  let address = 0;

  const signedIn = async (role: 'student' | 'parent' | 'teacher') => {
    const make = { student: createStudent, parent: createParent, teacher: createTeacher }[role];
    const row = await make(t.app.db, { first_name: role === 'student' ? 'Layla' : 'Huda' });
    return { id: row.id, token: await kit.signIn(role, row.id) } satisfies Account;
  };
  const redeem = (
    who: Account | null,
    payload: object,
    options: { language?: 'en' | 'ar'; ip?: string } = {},
  ) => {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/activations',
      payload,
      remoteAddress: options.ip ?? `10.40.${address >> 8}.${address & 255}`,
      headers: {
        'accept-language': options.language ?? 'en',
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
    });
  };
  const myCourses = async (who: Account) => {
    const response = await kit.get('/api/me/courses', who.token);
    expect(response.statusCode).toBe(200);
    return response.json().data as { scope: string; ends_at: string; course: { id: number } }[];
  };

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    const grade = await createGrade(t.app.db, { name_en: 'Grade 10', name_ar: 'الصف العاشر' });
    gradeId = grade.id;
    const subject = await createSubject(t.app.db, {
      grade_id: grade.id,
      name_en: 'Mathematics',
      name_ar: 'الرياضيات',
    });
    courseId = await makePremiumCourse(t.app.db, { subjectId: subject.id });
  });
  afterAll(() => t?.close());

  it('unlocks the course for the student, and says so in their language', async () => {
    const student = await signedIn('student');
    const { batch, codes } = await makeCardBatch(t.app, { courseId, days: 30 });
    const before = Date.now();
    const response = await redeem(student, { code: formatCardCode(codes[0] ?? '') });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toMatch(
      /^Mathematics, Grade 10, first semester is unlocked until \d{1,2} \w+ \d{4}\.$/,
    );
    expect(body.data).toMatchObject({
      scope: 'course',
      source: 'card',
      grade: null,
      course: {
        id: courseId,
        kind: 'subject',
        title_en: 'Mathematics, Grade 10, first semester',
        title_ar: 'الرياضيات، الصف العاشر، الفصل الأول',
        grade_id: gradeId,
      },
    });
    const days = (Date.parse(body.data.ends_at) - Date.parse(body.data.starts_at)) / DAY;
    expect(days).toBe(30);
    expect(Date.parse(body.data.starts_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await myCourses(student)).toEqual([body.data]);

    const [card] = await t.app.db
      .select()
      .from(activationCards)
      .where(and(eq(activationCards.batch_id, batch.id), eq(activationCards.serial, 1)));
    expect(card).toMatchObject({ student_id: student.id, parent_id: null });
    expect(card?.activated_at).not.toBeNull();
    const audit = await t.app.db
      .select()
      .from(cardAudit)
      .where(eq(cardAudit.card_id, card?.id ?? 0));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'card_redeemed',
        actor_role: 'student',
        actor_id: student.id,
        batch_id: batch.id,
      }),
    ]);

    const arabic = await redeem(student, { code: codes[1] }, { language: 'ar' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json().message).toMatch(
      /^تم فتح الرياضيات، الصف العاشر، الفصل الأول حتى .+ \d{4}\.$/,
    );
  });

  it('reads a code typed in lower case, with spaces, in Arabic-Indic digits, or as the whole link', async () => {
    const student = await signedIn('student');
    const { codes } = await makeCardBatch(t.app, { count: 4 });
    const [a, b, c, d] = codes.map((code) => formatCardCode(code));
    for (const typed of [
      a?.toLowerCase(),
      ` ${b?.replaceAll('-', ' ')} `,
      arabicDigits(c ?? ''),
      `https://madrasa.example/activate?code=${d}`,
    ]) {
      const response = await redeem(student, { code: typed });
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().data.scope).toBe('all');
    }
  });

  it('extends an access that has not ended rather than overlapping it', async () => {
    const student = await signedIn('student');
    const { codes } = await makeCardBatch(t.app, { courseId, days: 30, count: 2 });
    const first = (await redeem(student, { code: codes[0] })).json().data;
    const second = (await redeem(student, { code: codes[1] })).json().data;
    expect(second.starts_at).toBe(first.ends_at);
    expect(Date.parse(second.ends_at) - Date.parse(first.ends_at)).toBe(30 * DAY);
    // Soonest end first.
    expect((await myCourses(student)).map((each) => each.ends_at)).toEqual([
      first.ends_at,
      second.ends_at,
    ]);
  });

  it('refuses a used, a voided and an expired card, each with its own message', async () => {
    const student = await signedIn('student');
    const { batch, codes } = await makeCardBatch(t.app, { count: 3 });
    expect((await redeem(student, { code: codes[0] })).statusCode).toBe(200);
    const used = await redeem(student, { code: codes[0] });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({
      code: 'conflict',
      message: 'This card was already activated. Each card can be used once.',
    });

    await t.app.db
      .update(activationCards)
      .set({ voided_at: new Date() })
      .where(and(eq(activationCards.batch_id, batch.id), eq(activationCards.serial, 2)));
    const voided = await redeem(student, { code: codes[1] });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe('This card was cancelled. Ask the bookshop that sold it.');

    // The batch's last day was yesterday, on a clock a day and more past it.
    const later = new Date(Date.parse(batch.valid_until) + DAY + 1);
    const expired = await redeemCard(t.app.db, {
      hashesKey: t.app.premiumKeys.hashes,
      code: codes[2] ?? '',
      studentId: student.id,
      actor: { role: 'student', id: student.id },
      now: later,
    }).catch((error: { statusCode: number; messageKey: string }) => error);
    expect(expired).toMatchObject({ statusCode: 409, messageKey: 'cards.expired' });
    // The last day itself still counts, to its end in Amman.
    const lastMinute = await redeemCard(t.app.db, {
      hashesKey: t.app.premiumKeys.hashes,
      code: codes[2] ?? '',
      studentId: student.id,
      actor: { role: 'student', id: student.id },
      now: new Date(Date.parse(batch.valid_until) - 60_000),
    });
    expect(lastMinute.scope).toBe('all');
  });

  it('checks the code before any lookup: mistyped, malformed and unknown codes', async () => {
    const student = await signedIn('student');
    const { codes } = await makeCardBatch(t.app, { count: 1 });
    const code = codes[0] ?? '';
    const swapped = code.slice(0, 3) + code[4] + code[3] + code.slice(5);
    const mistyped = await redeem(student, {
      code: swapped === code ? `${code.slice(0, -1)}2` : swapped,
    });
    expect(mistyped.statusCode).toBe(422);
    expect(mistyped.json().errors).toEqual({
      code: [
        'This code has a typing mistake. Check each character against the card (0, 1, I, L and O are never used).',
      ],
    });
    const malformed = await redeem(student, { code: 'K7M2-QXH4' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.code).toEqual([
      'A card code has 16 letters and digits, like K7M2-QXH4-9BTD-R3WA',
    ]);
    const empty = await redeem(student, {});
    expect(empty.json().errors.code).toEqual(['Please enter the code printed on the card']);
    const unknown = await redeem(student, { code: unknownCode(1) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'not_found',
      message: 'No card has this code. Check it against the card.',
    });
  });

  it('lets a parent activate for a linked child only', async () => {
    const parent = await signedIn('parent');
    const child = await signedIn('student');
    const stranger = await signedIn('student');
    await t.app.db.insert(parentLinks).values({ parent_id: parent.id, student_id: child.id });
    const { batch, codes } = await makeCardBatch(t.app, { gradeId, count: 2 });

    const missing = await redeem(parent, { code: codes[0] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      student_id: ['Please choose the child to activate the card for'],
    });
    const notLinked = await redeem(parent, { code: codes[0], student_id: stranger.id });
    expect(notLinked.statusCode).toBe(403);
    expect(notLinked.json().message).toBe(
      'You can activate cards only for your own linked children.',
    );
    const forOther = await redeem(stranger, { code: codes[0], student_id: child.id });
    expect(forOther.statusCode).toBe(403);

    const done = await redeem(parent, { code: codes[0], student_id: child.id });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/^Every premium course of Grade 10 is unlocked until /);
    expect(done.json().data).toMatchObject({
      scope: 'grade',
      course: null,
      grade: { id: gradeId, name_en: 'Grade 10' },
    });
    const [card] = await t.app.db
      .select()
      .from(activationCards)
      .where(and(eq(activationCards.batch_id, batch.id), eq(activationCards.serial, 1)));
    expect(card).toMatchObject({ student_id: child.id, parent_id: parent.id });

    const theirs = await kit.get(`/api/parent/children/${child.id}/courses`, parent.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual([done.json().data]);
    const other = await kit.get(`/api/parent/children/${stranger.id}/courses`, parent.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
  });

  it('admits students and parents only', async () => {
    const teacher = await signedIn('teacher');
    const { codes } = await makeCardBatch(t.app, { count: 1 });
    expect((await redeem(null, { code: codes[0] })).statusCode).toBe(401);
    const refused = await redeem(teacher, { code: codes[0] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await kit.get('/api/me/courses', teacher.token)).statusCode).toBe(403);
  });

  it('lets exactly one of two redemptions of one card at once win', async () => {
    const [layla, omar] = [await signedIn('student'), await signedIn('student')];
    const { batch, codes } = await makeCardBatch(t.app, { count: 1 });
    const answers = await Promise.all([
      redeem(layla, { code: codes[0] }),
      redeem(omar, { code: codes[0] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      'This card was already activated. Each card can be used once.',
    );
    const [card] = await t.app.db
      .select({ id: activationCards.id })
      .from(activationCards)
      .where(eq(activationCards.batch_id, batch.id));
    const given = await t.app.db
      .select()
      .from(entitlements)
      .where(eq(entitlements.card_id, card?.id ?? 0));
    expect(given).toHaveLength(1);
  });

  it('stops a guessing run: ten unknown codes an hour per account, thirty per address', async () => {
    const student = await signedIn('student');
    const { codes } = await makeCardBatch(t.app, { count: 1 });
    for (let n = 0; n < 10; n++) {
      expect((await redeem(student, { code: unknownCode(100 + n) })).statusCode).toBe(404);
    }
    const stopped = await redeem(student, { code: unknownCode(200) });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(
      /^Too many tries\. Please wait (60|59) minutes and try again\.$/,
    );
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(3000);
    // Even the right code waits: the guesser cannot tell a hit from a miss.
    expect((await redeem(student, { code: codes[0] })).statusCode).toBe(429);

    const ip = '10.41.0.1';
    for (let n = 0; n < 30; n++) {
      const guesser = await signedIn('student');
      expect((await redeem(guesser, { code: unknownCode(300 + n) }, { ip })).statusCode).toBe(404);
    }
    const fresh = await signedIn('student');
    const fromAddress = await redeem(fresh, { code: unknownCode(400) }, { ip });
    expect(fromAddress.statusCode).toBe(429);
    expect(fromAddress.json().code).toBe('rate_limited');
  });

  it("keeps a deleted student's card used", async () => {
    const student = await signedIn('student');
    const other = await signedIn('student');
    const { batch, codes } = await makeCardBatch(t.app, { count: 1 });
    expect((await redeem(student, { code: codes[0] })).statusCode).toBe(200);
    await t.app.db.delete(students).where(eq(students.id, student.id));
    const [card] = await t.app.db
      .select()
      .from(activationCards)
      .where(eq(activationCards.batch_id, batch.id));
    expect(card?.student_id).toBeNull();
    expect(card?.activated_at).not.toBeNull();
    expect(
      await t.app.db.select().from(entitlements).where(eq(entitlements.student_id, student.id)),
    ).toEqual([]);
    expect((await redeem(other, { code: codes[0] })).json().message).toBe(
      'This card was already activated. Each card can be used once.',
    );
  });
});
