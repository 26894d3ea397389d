import { formatCardCode } from '@madrasa/contracts';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCards, cardAudit, cardBatches } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import {
  daysFromToday,
  makeAdminRow,
  makeCardBatch,
  makePremiumCourse,
} from '../../test-support/cards.ts';
import {
  createGrade,
  createStudent,
  createSubject,
  createTeacher,
} from '../../test-support/factories.ts';
import { profileTestKit } from '../../test-support/kits/profile-test-kit.ts';

type Account = { id: number; token: string };

/** The text of each page of a PDF, as pdfjs reads it. */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages;
}

describe('activation cards: the admin console', () => {
  let t: TestApp;
  let kit: ReturnType<typeof profileTestKit>;
  let admin: Account;
  let student: Account;
  let courseId: number;
  let teacherCourseId: number;
  let gradeId: number;

  const send = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    language: 'en' | 'ar' = 'en',
    who: Account = admin,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { 'accept-language': language, authorization: `Bearer ${who.token}` },
    });
  const body = (overrides: object = {}) => ({
    scope: 'course',
    course_id: courseId,
    days: 120,
    count: 12,
    distributor: 'Al-Yasmeen Bookshop, Irbid',
    price_fils: 5000,
    valid_until: daysFromToday(60),
    ...overrides,
  });
  const redeem = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/activations',
      payload: { code },
      headers: { 'accept-language': 'en', authorization: `Bearer ${student.token}` },
    });

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    kit = profileTestKit(t);
    const db = t.app.db;
    const adminId = await makeAdminRow(db);
    admin = { id: adminId, token: await kit.signIn('admin', adminId) };
    const row = await createStudent(db, { first_name: 'Layla', last_name: 'Haddad' });
    student = { id: row.id, token: await kit.signIn('student', row.id) };
    const grade = await createGrade(db, { name_en: 'Grade 10', name_ar: 'الصف العاشر' });
    gradeId = grade.id;
    const subject = await createSubject(db, {
      grade_id: grade.id,
      name_en: 'Mathematics',
      name_ar: 'الرياضيات',
      semester: 'second',
    });
    courseId = await makePremiumCourse(db, { subjectId: subject.id, semester: 'second' });
    const teacher = await createTeacher(db, { first_name: 'Omar', last_name: 'Khalil' });
    teacherCourseId = await makePremiumCourse(db, { teacherId: teacher.id });
  });
  afterAll(() => t?.close());

  it('makes a batch and its cards, storing only keyed hashes, and audits it', async () => {
    const response = await send('POST', '/api/admin/cards/batches', body());
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('A batch of 12 cards was made.');
    const lastDay = daysFromToday(60);
    expect(data).toMatchObject({
      scope: 'course',
      course: {
        id: courseId,
        title_en: 'Mathematics, Grade 10, second semester',
        grade_id: gradeId,
      },
      grade: null,
      days: 120,
      distributor: 'Al-Yasmeen Bookshop, Irbid',
      price_fils: 5000,
      cards: 12,
      activated: 0,
      voided: 0,
      voided_at: null,
      // The end of that day in Amman (UTC+3).
      valid_until: `${lastDay}T20:59:59.999Z`,
    });
    const cards = await t.app.db
      .select()
      .from(activationCards)
      .where(eq(activationCards.batch_id, data.id));
    expect(cards.map((card) => card.serial).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    for (const card of cards) expect(card.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await t.app.db.select().from(cardAudit).where(eq(cardAudit.batch_id, data.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'batch_created', actor_role: 'admin', actor_id: admin.id }),
    ]);
  });

  it('refuses a bad batch with the field and its message', async () => {
    const cases: [object, string, string][] = [
      [
        { valid_until: daysFromToday(-1) },
        'valid_until',
        'The last day of activation must be today or later',
      ],
      [{ course_id: 999_999 }, 'course_id', 'This course was not found.'],
      [{ scope: 'grade', grade_id: 999_999 }, 'grade_id', 'This grade does not exist.'],
      [{ course_id: undefined }, 'course_id', 'Please choose the premium course'],
      [{ scope: 'grade' }, 'grade_id', 'Please choose the grade'],
      [{ count: 0 }, 'count', 'Please enter how many cards: a whole number from 1 to 5,000'],
      [{ count: 5001 }, 'count', 'Please enter how many cards: a whole number from 1 to 5,000'],
      [{ days: 'many' }, 'days', 'Please enter the days of access: a whole number from 1 to 730'],
      [{ distributor: '   ' }, 'distributor', 'Please enter the distributor or bookshop'],
      [
        { price_fils: -1 },
        'price_fils',
        'Please enter the printed price in fils (1 JOD = 1,000 fils)',
      ],
      [{ valid_until: '31/12/2026' }, 'valid_until', 'Please enter a valid last day of activation'],
      [{ scope: 'everything' }, 'scope', 'Please choose what the cards unlock'],
    ];
    for (const [change, field, text] of cases) {
      const response = await send('POST', '/api/admin/cards/batches', body(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(change)).toEqual([text]);
    }
    const arabic = await send('POST', '/api/admin/cards/batches', body({ count: 0 }), 'ar');
    expect(arabic.json().errors.count).toEqual(['يرجى إدخال عدد البطاقات: عدد صحيح من 1 إلى 5000']);
  });

  it('takes today as the last day, and counts typed in Arabic-Indic digits', async () => {
    const response = await send(
      'POST',
      '/api/admin/cards/batches',
      body({
        scope: 'grade',
        grade_id: gradeId,
        course_id: undefined,
        count: '٣',
        valid_until: daysFromToday(0),
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      scope: 'grade',
      course: null,
      grade: { id: gradeId, name_en: 'Grade 10', name_ar: 'الصف العاشر' },
      cards: 3,
    });
  });

  it('lists batches newest first, a page at a time, and reads one', async () => {
    const made = [
      (await makeCardBatch(t.app, { count: 1, distributor: 'Page A' })).batch,
      (await makeCardBatch(t.app, { count: 1, distributor: 'Page B' })).batch,
    ];
    const first = await send('GET', '/api/admin/cards/batches?limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.map((b: { id: number }) => b.id)).toEqual([made[1]?.id]);
    const cursor = first.json().next_cursor;
    expect(cursor).toBe(String(made[1]?.id));
    const second = await send('GET', `/api/admin/cards/batches?limit=1&cursor=${cursor}`);
    expect(second.json().data.map((b: { id: number }) => b.id)).toEqual([made[0]?.id]);

    const one = await send('GET', `/api/admin/cards/batches/${made[0]?.id}`);
    expect(one.json().data).toEqual(made[0]);
    const missing = await send('GET', '/api/admin/cards/batches/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This batch was not found.');
  });

  it("lists a batch's cards by serial with their state, never their codes", async () => {
    const { batch, codes } = await makeCardBatch(t.app, { courseId: teacherCourseId, count: 4 });
    expect((await redeem(codes[0] ?? '')).statusCode).toBe(200);
    const card2 = await cardId(batch.id, 2);
    expect((await send('POST', `/api/admin/cards/${card2}/void`)).statusCode).toBe(200);

    const page = await send('GET', `/api/admin/cards/batches/${batch.id}/cards?limit=3`);
    expect(page.statusCode).toBe(200);
    expect(page.json().next_cursor).toBe('3');
    expect(page.json().data).toEqual([
      expect.objectContaining({ serial: 1, state: 'activated', student_name: 'Layla Haddad' }),
      expect.objectContaining({ serial: 2, state: 'voided', student_name: null }),
      expect.objectContaining({ serial: 3, state: 'unused', activated_at: null }),
    ]);
    expect(page.body).not.toContain(codes[2]);
    expect(page.body).not.toContain('code');
    const rest = await send('GET', `/api/admin/cards/batches/${batch.id}/cards?limit=3&cursor=3`);
    expect(rest.json()).toMatchObject({ data: [{ serial: 4 }], next_cursor: null });

    await t.app.db
      .update(cardBatches)
      .set({ valid_until: new Date(Date.now() - 60_000) })
      .where(eq(cardBatches.id, batch.id));
    const later = await send('GET', `/api/admin/cards/batches/${batch.id}/cards`);
    expect(later.json().data.map((card: { state: string }) => card.state)).toEqual([
      'activated',
      'voided',
      'expired',
      'expired',
    ]);
    expect((await send('GET', '/api/admin/cards/batches/999999/cards')).statusCode).toBe(404);
  });

  it('voids one card, once; never an activated one', async () => {
    const { batch, codes } = await makeCardBatch(t.app, { count: 2 });
    expect((await redeem(codes[0] ?? '')).statusCode).toBe(200);
    const [used, unused] = [await cardId(batch.id, 1), await cardId(batch.id, 2)];
    const voided = await send('POST', `/api/admin/cards/${unused}/void`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({
      message: 'The card was voided.',
      data: { id: unused, serial: 2, state: 'voided' },
    });
    expect((await send('POST', `/api/admin/cards/${unused}/void`)).statusCode).toBe(200);
    const refused = await send('POST', `/api/admin/cards/${used}/void`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This card was already activated and cannot be voided.');
    const missing = await send('POST', '/api/admin/cards/999999/void');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This card was not found.');
    expect((await redeem(codes[1] ?? '')).json().message).toBe(
      'This card was cancelled. Ask the bookshop that sold it.',
    );
    const lines = await t.app.db
      .select()
      .from(cardAudit)
      .where(and(eq(cardAudit.batch_id, batch.id), eq(cardAudit.action, 'card_voided')));
    expect(lines).toHaveLength(1);
  });

  it('voids a batch: its unused cards stop working, access already given stays', async () => {
    const { batch, codes } = await makeCardBatch(t.app, { courseId, count: 3 });
    const given = (await redeem(codes[0] ?? '')).json().data;
    const response = await send('POST', `/api/admin/cards/batches/${batch.id}/void`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'The batch was voided: its unused cards no longer work.',
      data: { id: batch.id, cards: 3, activated: 1, voided: 2 },
    });
    expect(response.json().data.voided_at).not.toBeNull();
    expect((await redeem(codes[1] ?? '')).json().message).toBe(
      'This card was cancelled. Ask the bookshop that sold it.',
    );
    const mine = await kit.get('/api/me/courses', student.token);
    expect(mine.json().data).toContainEqual(given);
    const again = await send('POST', `/api/admin/cards/batches/${batch.id}/void`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This batch is already voided.');
    expect((await send('POST', '/api/admin/cards/batches/999999/void')).statusCode).toBe(404);
  });

  it('exports the codes as CSV with a BOM, inert distributor text and prices in JOD', async () => {
    const { batch, codes } = await makeCardBatch(t.app, {
      courseId,
      count: 3,
      distributor: '=HYPERLINK("http://evil.example")',
      priceFils: 4500,
      days: 90,
      validUntil: daysFromToday(10),
    });
    const response = await send('GET', `/api/admin/cards/batches/${batch.id}/cards.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`cards-${batch.id}.csv`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'Serial,Code,Batch,Unlocks,Days of access,Last day of activation,Distributor,Price (JOD),Activation link',
    );
    const code = formatCardCode(codes[0] ?? '');
    expect(lines[1]).toBe(
      `1,${code},${batch.id},"Mathematics, Grade 10, second semester",90,${daysFromToday(10)},"'=HYPERLINK(""http://evil.example"")",4.500,https://madrasa.example/activate?code=${code}`.replace(
        'https://madrasa.example',
        t.config.webOrigin,
      ),
    );
    const arabic = await send(
      'GET',
      `/api/admin/cards/batches/${batch.id}/cards.csv`,
      undefined,
      'ar',
    );
    expect(arabic.body).toContain('الرقم التسلسلي,الرمز,الدفعة,ما تفتحه');
    expect(arabic.body).toContain('الرياضيات، الصف العاشر، الفصل الثاني');
    const audit = await t.app.db
      .select()
      .from(cardAudit)
      .where(and(eq(cardAudit.batch_id, batch.id), eq(cardAudit.action, 'batch_exported_csv')));
    expect(audit).toHaveLength(2);
  });

  it('prints the sheet: A4 pages of ten cards with their codes, titles and serials', async () => {
    const { batch, codes } = await makeCardBatch(t.app, { courseId, count: 12 });
    const response = await send('GET', `/api/admin/cards/batches/${batch.id}/sheet.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`cards-${batch.id}.pdf`);
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const [first = '', second = ''] = await pdfPages(new Uint8Array(response.rawPayload));
    expect(first).toContain(formatCardCode(codes[0] ?? ''));
    expect(first).toContain(formatCardCode(codes[9] ?? ''));
    expect(first).not.toContain(formatCardCode(codes[10] ?? ''));
    expect(first).toContain(`Card 10 of batch ${batch.id}`);
    expect(first).toContain('Mathematics, Grade 10, second semester');
    expect(first).toContain('الرياضيات، الصف العاشر، الفصل الثاني');
    expect(first).toContain(`Open ${t.config.webOrigin.replace(/^https?:\/\//, '')}/activate`);
    expect(second).toContain(formatCardCode(codes[11] ?? ''));
    expect(second).toContain(`Card 12 of batch ${batch.id}`);
    const audit = await t.app.db
      .select()
      .from(cardAudit)
      .where(and(eq(cardAudit.batch_id, batch.id), eq(cardAudit.action, 'batch_exported_pdf')));
    expect(audit).toEqual([expect.objectContaining({ actor_role: 'admin', actor_id: admin.id })]);
  });

  it('reads the audit newest first with who did it, by batch, a page at a time', async () => {
    const { batch, codes } = await makeCardBatch(t.app, { count: 2, adminId: admin.id });
    expect((await redeem(codes[1] ?? '')).statusCode).toBe(200);
    await send('POST', `/api/admin/cards/batches/${batch.id}/void`);
    const response = await send('GET', `/api/admin/cards/audit?batch_id=${batch.id}`);
    expect(response.statusCode).toBe(200);
    const { data, next_cursor } = response.json();
    expect(next_cursor).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        action: 'batch_voided',
        actor: { role: 'admin', id: admin.id, name: 'Cards Admin' },
        card_serial: null,
      }),
      expect.objectContaining({
        action: 'card_redeemed',
        actor: { role: 'student', id: student.id, name: 'Layla Haddad' },
        card_serial: 2,
      }),
      expect.objectContaining({ action: 'batch_created', batch_id: batch.id }),
    ]);
    const older = await send(
      'GET',
      `/api/admin/cards/audit?batch_id=${batch.id}&cursor=${data[0].id}`,
    );
    expect(older.json().data).toHaveLength(2);
    const everything = await send('GET', '/api/admin/cards/audit');
    expect(everything.json().data.length).toBeGreaterThan(3);
    expect((await send('GET', '/api/admin/cards/audit?cursor=99999999999')).statusCode).toBe(422);
  });

  it('reports per distributor what was printed, activated, voided and its value', async () => {
    const { batch, codes } = await makeCardBatch(t.app, {
      count: 3,
      priceFils: 7000,
      distributor: 'Report Bookshop',
    });
    await makeCardBatch(t.app, { count: 2, priceFils: 1000, distributor: 'Report Bookshop' });
    expect((await redeem(codes[0] ?? '')).statusCode).toBe(200);
    await send('POST', `/api/admin/cards/${await cardId(batch.id, 3)}/void`);
    const response = await send('GET', '/api/admin/cards/distributors');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({
      distributor: 'Report Bookshop',
      batches: 2,
      cards: 5,
      activated: 1,
      voided: 1,
      activated_value_fils: 7000,
    });
  });

  it('admits admins only', async () => {
    for (const url of ['/api/admin/cards/batches', '/api/admin/cards/audit']) {
      expect((await send('GET', url, undefined, 'en', student)).statusCode).toBe(403);
    }
  });

  async function cardId(batchId: number, serial: number) {
    const [card] = await t.app.db
      .select({ id: activationCards.id })
      .from(activationCards)
      .where(and(eq(activationCards.batch_id, batchId), eq(activationCards.serial, serial)));
    return card?.id ?? 0;
  }
});
