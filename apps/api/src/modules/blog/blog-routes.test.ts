import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';

const english = { 'accept-language': 'en' };

describe('GET /api/blogs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: english });

  it('lists the seeded posts newest first, with both languages and a stored image', async () => {
    const response = await get('/api/blogs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    expect(body.next_cursor).toBeNull();
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    const dates = body.data.map((post: { created_at: string }) => Date.parse(post.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      image: expect.stringMatching(/^\/storage\/blogs\/.+\.webp$/),
      title_ar: expect.any(String),
      title_en: expect.any(String),
      topic_ar: expect.any(String),
      topic_en: expect.any(String),
      content_ar: expect.any(String),
      content_en: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const image = await t.app.inject({ method: 'GET', url: body.data[0].image });
    expect(image.statusCode).toBe(200);
  });

  it('pages with limit and cursor without skipping or repeating posts of the same instant', async () => {
    const sameInstant = new Date('2020-01-01T10:00:00.123456Z');
    await t.app.db.insert(blogs).values(
      ['a', 'b', 'c'].map((letter) => ({
        title_ar: `مقال ${letter}`,
        title_en: `Post ${letter}`,
        topic_ar: 'اختبار',
        topic_en: 'Test',
        content_ar: 'نص',
        content_en: 'Text',
        created_at: sameInstant,
      })),
    );
    const all = (await get('/api/blogs?limit=100')).json().data.map((p: { id: number }) => p.id);

    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const body = (await get(`/api/blogs?limit=2${query}`)).json();
      expect(body.data.length).toBeLessThanOrEqual(2);
      paged.push(...body.data.map((post: { id: number }) => post.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(all.length);
  });

  it('refuses a malformed cursor or limit with 422', async () => {
    for (const query of ['cursor=abc', 'cursor=1_2;drop', 'limit=0', 'limit=101', 'limit=x']) {
      const response = await get(`/api/blogs?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().status).toBe('error');
    }
  });
});

describe('GET /api/blogs/:id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('returns one post in the success envelope', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/blogs' })).json().data;
    const response = await t.app.inject({ method: 'GET', url: `/api/blogs/${first.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: first });
  });

  it('answers a missing post with a translated 404 envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/blogs/999999',
      headers: english,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'not_found',
      message: 'Blog post not found',
    });
    const arabic = await t.app.inject({ method: 'GET', url: '/api/blogs/999999' });
    expect(arabic.json().message).toBe('لم يتم العثور على المقال');
  });

  it('refuses an id that is not a positive number with 422', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blogs/abc', headers: english });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: ['The id must be a positive whole number'] });
  });
});
