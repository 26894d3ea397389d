import { PDF_MATERIAL_KINDS } from '@madrasa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_TABLES } from '../../db/pdf-materials.ts';
import { lessons } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createSubject } from '../../test-support/factories.ts';

type Page = {
  status: string;
  data: { id: number; semester: string }[];
  next_cursor: string | null;
};

/** The video and PDF lists come a page at a time, as teachers and blogs do. */
describe('paging the material lists', () => {
  let t: TestApp;
  let subjectId: number;
  /** Each list's ids in list order: the subject's first semester holds five of each. */
  const expected: Record<string, number[]> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    subjectId = (await createSubject(t.app.db)).id;
    const names = (n: number) => ({ name_ar: `مادة ${n}`, name_en: `Item ${n}` });
    for (const kind of PDF_MATERIAL_KINDS) {
      const rows = await t.app.db
        .insert(PDF_TABLES[kind])
        .values(
          [1, 2, 3, 4, 5].map((n) => ({
            subject_id: subjectId,
            semester: 'first' as const,
            ...names(n),
            pdf_file: `paging/${kind}-${n}.pdf`,
            original_name: `${kind}-${n}.pdf`,
            file_size: 100 * n,
          })),
        )
        .returning({ id: PDF_TABLES[kind].id });
      expected[kind] = rows.map((row) => row.id);
    }
    // Lessons go by sort order, then id: inserted out of order, two sharing a place.
    const lessonRows = await t.app.db
      .insert(lessons)
      .values(
        [3, 1, 2, 2, -1].map((sort_order, n) => ({
          subject_id: subjectId,
          semester: 'first' as const,
          ...names(n),
          video_mp4: `paging/lesson-${n}.mp4`,
          video_size: 1000,
          sort_order,
        })),
      )
      .returning({ id: lessons.id, sort_order: lessons.sort_order });
    expected.lessons = lessonRows
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((row) => row.id);
  });
  afterAll(() => t?.close());

  const get = (url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  const page = async (url: string): Promise<Page> => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  describe.each(['lessons', ...PDF_MATERIAL_KINDS])('GET /api/%s', (list) => {
    const url = (query: string) => `/api/${list}?subject_id=${subjectId}&semester=first${query}`;

    it('answers the first page with the cursor of the next, then the next, then the last', async () => {
      const ids = expected[list] ?? [];
      const first = await page(url('&limit=2'));
      expect(first.status).toBe('success');
      expect(first.data.map((row) => row.id)).toEqual(ids.slice(0, 2));
      expect(first.next_cursor).toEqual(expect.any(String));

      const second = await page(url(`&limit=2&cursor=${first.next_cursor}`));
      expect(second.data.map((row) => row.id)).toEqual(ids.slice(2, 4));

      const last = await page(url(`&limit=2&cursor=${second.next_cursor}`));
      expect(last.data.map((row) => row.id)).toEqual(ids.slice(4));
      expect(last.next_cursor).toBeNull();
    });

    it('answers a page that ends exactly at the last row with no next cursor', async () => {
      const whole = await page(url('&limit=5'));
      expect(whole.data.map((row) => row.id)).toEqual(expected[list]);
      expect(whole.next_cursor).toBeNull();
      expect(await page(url(''))).toEqual({ ...whole, status: 'success' });
    });

    it('answers an empty last page past the end', async () => {
      const first = await page(url('&limit=4'));
      const rest = await page(url(`&limit=4&cursor=${first.next_cursor}`));
      expect(rest.data).toHaveLength(1);
      // A position past the semester's rows (in the second semester) has nothing after it.
      const beyond = first.next_cursor?.replace('_first_', '_second_');
      expect(await page(url(`&cursor=${beyond}`))).toEqual({
        status: 'success',
        data: [],
        next_cursor: null,
      });
    });

    it('pages the unfiltered list too, every row once, across subjects and semesters', async () => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${cursor}` : '';
        const body: Page = await page(`/api/${list}?limit=7${query}`);
        expect(body.data.length).toBeLessThanOrEqual(7);
        seen.push(...body.data.map((row) => row.id));
        cursor = body.next_cursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      const whole = await page(`/api/${list}?limit=100`);
      expect(seen.slice(0, whole.data.length)).toEqual(whole.data.map((row) => row.id));
      expect(seen).toEqual(expect.arrayContaining(expected[list] ?? []));
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=0x10', 'limit'],
      ['limit=', 'limit'],
      ['cursor=abc', 'cursor'],
      ['cursor=12', 'cursor'],
      ['cursor=1_summer_3', 'cursor'],
      ['cursor=1_first_2_3_4', 'cursor'],
      ['cursor=1_first_99999999999', 'cursor'],
    ])('refuses %s with a 422 in the reader’s language', async (query, field) => {
      const english = await get(url(`&${query}`));
      expect(english.statusCode).toBe(422);
      expect(english.json()).toMatchObject({
        status: 'error',
        code: 'validation_failed',
        errors: { [field]: ['This value is not valid'] },
      });
      const arabic = await get(url(`&${query}`), 'ar');
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json().errors).toEqual({ [field]: ['هذه القيمة غير صالحة'] });
    });
  });

  it('refuses a PDF list’s cursor on the lessons list and the other way round', async () => {
    const pdf = await page(`/api/worksheets?subject_id=${subjectId}&semester=first&limit=1`);
    const lesson = await page(`/api/lessons?subject_id=${subjectId}&semester=first&limit=1`);
    expect((await get(`/api/lessons?cursor=${pdf.next_cursor}`)).statusCode).toBe(422);
    expect((await get(`/api/worksheets?cursor=${lesson.next_cursor}`)).statusCode).toBe(422);
  });

  it('keeps each page apart in the public reply cache', async () => {
    const url = `/api/worksheets?subject_id=${subjectId}&semester=first&limit=2`;
    const first = await get(url);
    const again = await get(url);
    expect(again.headers.etag).toBe(first.headers.etag);
    const next = await get(`${url}&cursor=${first.json().next_cursor}`);
    expect(next.headers.etag).toEqual(expect.any(String));
    expect(next.headers.etag).not.toBe(first.headers.etag);
    expect(next.json().data).not.toEqual(first.json().data);
  });
});
