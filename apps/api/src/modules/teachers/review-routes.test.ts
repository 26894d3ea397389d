import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherEvaluations } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createReview, createTeacher } from '../../test-support/factories.ts';
import { privateKeysIn } from './private-fields.ts';

const english = { 'accept-language': 'en' };
type Review = { id: number; teacher_id: number; full_name: string; comment: string };

describe('teacher reviews', () => {
  let t: TestApp;
  let teacherId: number;
  let hiddenId: number;
  let ip = 0;
  /** Each post comes from its own address unless told, so the flood limit stays out of the way. */
  const post = (
    payload: object,
    remoteAddress = `10.0.0.${++ip}`,
    headers: Record<string, string> = english,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/teacher-evaluations',
      payload,
      headers,
      remoteAddress,
    });
  const list = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/teacher-evaluations${query}`,
      headers: english,
    });
    expect(privateKeysIn(response.json())).toEqual([]);
    return response;
  };
  const valid = () => ({
    teacher_id: teacherId,
    full_name: 'Lina Haddad',
    email: 'lina@example.com',
    comment: 'Clear and patient explanations.',
    permissions_to_publish: 'not_Allowed',
  });

  beforeAll(async () => {
    t = await buildTestApp();
    teacherId = (await createTeacher(t.app.db)).id;
    hiddenId = (await createTeacher(t.app.db, { hidden: true })).id;
    for (let i = 0; i < 4; i += 1) {
      await createReview(t.app.db, { teacher_id: teacherId, permissions_to_publish: 'Allowed' });
    }
    await createReview(t.app.db, { teacher_id: teacherId, comment: 'Pending review' });
    await createReview(t.app.db, { teacher_id: hiddenId, permissions_to_publish: 'Allowed' });
  });
  afterAll(() => t?.close());

  it('lists only published reviews, newest first, without e-mails', async () => {
    const response = await list(`?teacher_id=${teacherId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.next_cursor).toBeNull();
    expect(body.data).toHaveLength(4);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      teacher_id: teacherId,
      full_name: expect.any(String),
      comment: 'A helpful teacher.',
      // The original client shows only rows that say so.
      permissions_to_publish: 'Allowed',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const reviewIds = body.data.map((review: Review) => review.id);
    expect(reviewIds).toEqual([...reviewIds].sort((a, b) => b - a));
  });

  it('lists every published review of public teachers when no teacher is named', async () => {
    const all = (await list('?limit=100')).json().data as Review[];
    expect(all.length).toBeGreaterThan(4);
    expect(all.some((review) => review.teacher_id === hiddenId)).toBe(false);
    expect(all.some((review) => review.comment === 'Pending review')).toBe(false);
  });

  it('pages with limit and cursor', async () => {
    const first = (await list(`?teacher_id=${teacherId}&limit=3`)).json();
    expect(first.data).toHaveLength(3);
    expect(first.next_cursor).toEqual(String(first.data[2].id));
    const second = (
      await list(`?teacher_id=${teacherId}&limit=3&cursor=${first.next_cursor}`)
    ).json();
    expect(second.data).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
  });

  it('answers 404 for the reviews of an unknown or hidden teacher, 422 for a bad id', async () => {
    expect((await list(`?teacher_id=${hiddenId}`)).statusCode).toBe(404);
    expect((await list('?teacher_id=999999')).statusCode).toBe(404);
    expect((await list('?teacher_id=abc')).statusCode).toBe(422);
  });

  it('stores a posted review unpublished, even when the client asks to publish it', async () => {
    const response = await post({
      ...valid(),
      comment: 'Publish me now',
      permissions_to_publish: 'Allowed',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Review submitted successfully',
    });

    const [stored] = await t.app.db
      .select()
      .from(teacherEvaluations)
      .where(eq(teacherEvaluations.comment, 'Publish me now'));
    expect(stored).toMatchObject({
      teacher_id: teacherId,
      full_name: 'Lina Haddad',
      email: 'lina@example.com',
      permissions_to_publish: 'not_Allowed',
    });
    const listed = (await list(`?teacher_id=${teacherId}`)).json().data as Review[];
    expect(listed.some((review) => review.comment === 'Publish me now')).toBe(false);
  });

  it("takes names such as عبد الله or O'Neil and refuses one with symbols, digits or emoji", async () => {
    for (const full_name of ['عبد الله', 'محمّد الخطيب', "O'Neil", 'Abd-Allah']) {
      expect((await post({ ...valid(), full_name })).statusCode, full_name).toBe(201);
    }
    for (const full_name of ['Lina!', 'Lina 2', 'لينا😀']) {
      const refused = await post({ ...valid(), full_name });
      expect(refused.json().errors, full_name).toEqual({
        full_name: [
          'Full name may contain only letters, with a single space, hyphen or apostrophe between words',
        ],
      });
    }
  });

  it('answers in Arabic by default', async () => {
    const response = await post(valid(), undefined, {});
    expect(response.json().message).toBe('تم إرسال المراجعة بنجاح');
  });

  it('stores markup as plain text, exactly as given', async () => {
    const comment = '<script>alert(1)</script> <b>great</b> & "fun"';
    expect((await post({ ...valid(), comment })).statusCode).toBe(201);
    const [stored] = await t.app.db
      .select({ comment: teacherEvaluations.comment })
      .from(teacherEvaluations)
      .where(eq(teacherEvaluations.comment, comment));
    expect(stored?.comment).toBe(comment);
  });

  it("asks to 'fill in all review fields' when one is blank, naming each field", async () => {
    const response = await post({ teacher_id: teacherId, full_name: '  ', email: '', comment: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'validation_failed',
      message: 'Please fill in all review fields',
      errors: {
        full_name: ['Full name is required'],
        email: ['Email is required'],
        comment: ['Comment is required'],
      },
    });

    const arabic = await post({ teacher_id: teacherId }, undefined, {});
    expect(arabic.json().message).toBe('يرجى تعبئة جميع حقول المراجعة');
  });

  it('refuses a malformed e-mail and over-long texts with field messages', async () => {
    const response = await post({
      ...valid(),
      email: 'not-an-email',
      full_name: 'n'.repeat(101),
      comment: 'c'.repeat(2001),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: {
        email: ['Invalid email format'],
        full_name: ['Full name must be at most 100 characters'],
        comment: ['Comment must be at most 2000 characters'],
      },
    });
  });

  it('answers 404 for a review of an unknown or hidden teacher', async () => {
    expect((await post({ ...valid(), teacher_id: 999_999 })).statusCode).toBe(404);
    expect((await post({ ...valid(), teacher_id: hiddenId })).statusCode).toBe(404);
  });

  it('throttles a flood of reviews from one address with a 429', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(valid(), address)).statusCode).toBe(201);
    }
    const throttled = await post(valid(), address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ status: 'error', code: 'rate_limited' });
    expect((await post(valid(), '192.0.2.51')).statusCode).toBe(201);
  });
});
