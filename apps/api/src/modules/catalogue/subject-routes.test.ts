import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grades, subjects } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createGrade, createSubject } from '../../test-support/factories.ts';

describe('GET /api/subjects and /api/subjects/{id}', () => {
  let t: TestApp;
  let grade7: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const [row] = await t.app.db
      .select({ id: grades.id })
      .from(grades)
      .where(eq(grades.grade_key, 'grade7'));
    grade7 = row?.id ?? 0;
  });
  afterAll(() => t?.close());

  const get = (url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('lists a grade’s subjects of both semesters in order, with image URL paths', async () => {
    const response = await get(`/api/subjects?grade_id=${grade7}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(12);
    expect(body.data.map((s: { semester: string }) => s.semester)).toEqual([
      ...Array(6).fill('first'),
      ...Array(6).fill('second'),
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      grade_id: grade7,
      semester: 'first',
      name_ar: 'اللغة العربية',
      name_en: 'Arabic Language',
      image: expect.stringMatching(/^\/storage\/subjects\/[0-9a-f]{32}\.webp$/),
    });
    const image = await t.app.inject({ method: 'GET', url: body.data[0].image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('filters by grade and semester together', async () => {
    const body = (await get(`/api/subjects?grade_id=${grade7}&semester=second`)).json();
    expect(body.data).toHaveLength(6);
    expect(
      body.data.every(
        (s: { semester: string; grade_id: number }) =>
          s.semester === 'second' && s.grade_id === grade7,
      ),
    ).toBe(true);
  });

  it('filters by semester alone and lists every grade without filters', async () => {
    const all = (await get('/api/subjects')).json().data;
    const [total] = await t.app.db.$count(subjects).then((n) => [n]);
    expect(all).toHaveLength(total ?? 0);
    const second = (await get('/api/subjects?semester=second')).json().data;
    expect(second.length).toBe(all.length / 2);
  });

  it('finds a subject by its English name (any case) or its Arabic name', async () => {
    const english = (await get('/api/subjects?name=%20mathematics%20')).json().data;
    const arabic = (await get(`/api/subjects?name=${encodeURIComponent('الرياضيات')}`)).json().data;
    expect(english.length).toBe(24);
    expect(arabic.map((s: { id: number }) => s.id)).toEqual(
      english.map((s: { id: number }) => s.id),
    );
    const [first] = await t.app.db
      .select({ id: subjects.id })
      .from(subjects)
      .innerJoin(grades, eq(grades.id, subjects.grade_id))
      .where(eq(subjects.name_en, 'Mathematics'))
      .orderBy(asc(grades.sort_order), asc(subjects.semester));
    expect(english[0]).toMatchObject({ id: first?.id, semester: 'first' });
    expect((await get('/api/subjects?name=Astrology')).json().data).toEqual([]);
  });

  it('answers an empty list for a grade that does not exist or has no subjects', async () => {
    expect((await get('/api/subjects?grade_id=999999')).json()).toEqual({
      status: 'success',
      data: [],
    });
    const empty = await createGrade(t.app.db);
    expect((await get(`/api/subjects?grade_id=${empty.id}`)).json().data).toEqual([]);
  });

  it.each([
    ['grade_id=abc', 'grade_id', 'The id must be a positive whole number'],
    ['grade_id=0', 'grade_id', 'The id must be a positive whole number'],
    ['grade_id=-3', 'grade_id', 'The id must be a positive whole number'],
    ['grade_id=1.5', 'grade_id', 'The id must be a positive whole number'],
    ['grade_id=99999999999', 'grade_id', 'The id must be a positive whole number'],
    ['grade_id=', 'grade_id', 'The id must be a positive whole number'],
    ['semester=third', 'semester', 'The semester must be first or second'],
    ['semester=1', 'semester', 'The semester must be first or second'],
    ['name=', 'name', 'The subject name must be between 1 and 120 characters'],
    [`name=${'x'.repeat(121)}`, 'name', 'The subject name must be between 1 and 120 characters'],
  ])('refuses ?%s with 422 naming the field', async (query, field, message) => {
    const response = await get(`/api/subjects?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { [field]: [message] },
    });
  });

  it('returns one subject by id', async () => {
    const made = await createSubject(t.app.db, {
      grade_id: grade7,
      semester: 'second',
      image: null,
    });
    const response = await get(`/api/subjects/${made.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: {
        id: made.id,
        grade_id: grade7,
        semester: 'second',
        name_ar: made.name_ar,
        name_en: made.name_en,
        image: null,
      },
    });
  });

  it('answers 404 for an unknown subject, in the request language', async () => {
    const english = await get('/api/subjects/999999');
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      status: 'error',
      code: 'not_found',
      message: 'Subject not found',
    });
    const arabic = await get('/api/subjects/999999', 'ar');
    expect(arabic.json().message).toBe('المادة الدراسية غير موجودة');
  });

  it.each(['abc', '12abc', '0', '-1', '2.5', '99999999999'])(
    'answers 422 for the malformed id %s',
    async (id) => {
      const response = await get(`/api/subjects/${id}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: { id: ['The id must be a positive whole number'] },
      });
    },
  );
});
