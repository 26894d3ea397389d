import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDF_MATERIAL_KINDS } from '@madrasa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grades, subjects, subjectUnits, unitLessons } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createSubject } from '../../test-support/factories.ts';

/** A row of any list; each test reads the fields it checks. */
type Row = { id: number; subject_id?: number; semester?: string; [field: string]: unknown };

describe('the per-subject material lists', () => {
  let t: TestApp;
  /** Grade 10's Physics: a subject of the first semester and its second-semester twin. */
  let physics: { first: number; second: number };
  let empty: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const rows = await t.app.db
      .select({ id: subjects.id, semester: subjects.semester })
      .from(subjects)
      .innerJoin(grades, eq(grades.id, subjects.grade_id))
      .where(and(eq(grades.grade_key, 'grade10'), eq(subjects.name_en, 'Physics')));
    const find = (semester: string) => rows.find((row) => row.semester === semester)?.id ?? 0;
    physics = { first: find('first'), second: find('second') };
    empty = (await createSubject(t.app.db)).id;
  });
  afterAll(() => t?.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
  const data = async (url: string): Promise<Row[]> => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.json().status).toBe('success');
    return response.json().data;
  };
  /** Every row of a paged list, following `next_cursor` to the last page. */
  const allPages = async (url: string): Promise<Row[]> => {
    const rows: Row[] = [];
    let cursor: string | null = null;
    do {
      const separator = url.includes('?') ? '&' : '?';
      const response = await get(`${url}${separator}limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, url).toBe(200);
      rows.push(...response.json().data);
      cursor = response.json().next_cursor;
    } while (cursor);
    return rows;
  };
  const only = (rows: Row[], subjectId: number, semester: string) =>
    rows.every((row) => row.subject_id === subjectId && row.semester === semester);

  describe.each(PDF_MATERIAL_KINDS)('GET /api/%s', (kind) => {
    it('lists the PDFs of a subject and semester with name, size and URL path', async () => {
      const rows = await data(`/api/${kind}?subject_id=${physics.first}&semester=first`);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toEqual({
        id: expect.any(Number),
        subject_id: physics.first,
        semester: 'first',
        name_ar: expect.any(String),
        name_en: expect.any(String),
        pdf_file: expect.stringMatching(/^\/storage\/[a-z-]+\/[0-9a-f]{32}\.pdf$/),
        file_name: expect.stringMatching(/\.pdf$/),
        file_size: expect.any(Number),
        premium: null,
      });
      const file = await get(String(row?.pdf_file));
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.length).toBe(row?.file_size);
    });

    it('filters by subject alone, by semester alone, or not at all', async () => {
      const bySubject = await data(`/api/${kind}?subject_id=${physics.second}`);
      expect(bySubject.length).toBeGreaterThan(0);
      expect(only(bySubject, physics.second, 'second')).toBe(true);
      const bySemester = await allPages(`/api/${kind}?semester=second`);
      expect(bySemester.every((row) => row.semester === 'second')).toBe(true);
      const all = await allPages(`/api/${kind}`);
      expect(all.length).toBe(bySemester.length * 2);
    });

    it('is empty for a semester, subject or unknown subject without PDFs', async () => {
      expect(await data(`/api/${kind}?subject_id=${physics.first}&semester=second`)).toEqual([]);
      expect(await data(`/api/${kind}?subject_id=${empty}&semester=first`)).toEqual([]);
      expect(await data(`/api/${kind}?subject_id=999999&semester=first`)).toEqual([]);
    });

    it('refuses malformed filters with 422', async () => {
      const response = await get(`/api/${kind}?subject_id=x&semester=summer`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        subject_id: ['The id must be a positive whole number'],
        semester: ['The semester must be first or second'],
      });
    });
  });

  describe('GET /api/lessons', () => {
    it('lists video lessons with image and MP4 paths, and the MP4 can be seeked', async () => {
      const rows = await data(`/api/lessons?subject_id=${physics.first}&semester=first`);
      expect(rows.length).toBeGreaterThan(0);
      expect(only(rows, physics.first, 'first')).toBe(true);
      const [lesson] = rows;
      expect(lesson).toEqual({
        id: expect.any(Number),
        subject_id: physics.first,
        semester: 'first',
        name_ar: expect.any(String),
        name_en: expect.any(String),
        image: expect.stringMatching(/^\/storage\/lessons\/images\/[0-9a-f]{32}\.webp$/),
        video_mp4: expect.stringMatching(/^\/storage\/lessons\/videos\/[0-9a-f]{32}\.mp4$/),
        // Seeded where no ladder is made (tests): played as uploaded.
        stream: expect.objectContaining({ state: 'original', hls: null, captions: [] }),
        premium: null,
      });
      const key = String(lesson?.video_mp4).replace('/storage/', '');
      const bytes = await readFile(path.join(t.dataDir, 'storage', key));
      const ranged = await t.app.inject({
        method: 'GET',
        url: String(lesson?.video_mp4),
        headers: { range: 'bytes=1024-2047' },
      });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-type']).toBe('video/mp4');
      expect(ranged.headers['content-range']).toBe(`bytes 1024-2047/${bytes.length}`);
      expect(ranged.rawPayload.equals(bytes.subarray(1024, 2048))).toBe(true);
    });

    it('is empty for an unknown subject and refuses a malformed one', async () => {
      expect(await data('/api/lessons?subject_id=424242&semester=first')).toEqual([]);
      expect((await get('/api/lessons?subject_id=1.5')).statusCode).toBe(422);
    });
  });

  describe('GET /api/subject-units', () => {
    it('lists a book’s units in order, without lessons unless asked', async () => {
      const units = await data(`/api/subject-units?subject_id=${physics.first}&semester=first`);
      const expected = await t.app.db
        .select({ id: subjectUnits.id })
        .from(subjectUnits)
        .where(eq(subjectUnits.subject_id, physics.first))
        .orderBy(asc(subjectUnits.sort_order));
      expect(units.map((unit) => unit.id)).toEqual(expected.map((unit) => unit.id));
      expect(only(units, physics.first, 'first')).toBe(true);
      expect(units[0]).not.toHaveProperty('lessons');
    });

    it('nests each unit’s lessons with include=lessons', async () => {
      const units = (await data(
        `/api/subject-units?subject_id=${physics.first}&semester=first&include=lessons`,
      )) as unknown as { id: number; lessons: Row[] }[];
      expect(units.length).toBeGreaterThan(1);
      for (const unit of units) {
        const expected = await t.app.db
          .select({ id: unitLessons.id })
          .from(unitLessons)
          .where(eq(unitLessons.unit_id, unit.id))
          .orderBy(asc(unitLessons.sort_order));
        expect(unit.lessons.map((lesson) => lesson.id)).toEqual(expected.map((row) => row.id));
        expect(unit.lessons.every((lesson) => lesson.unit_id === unit.id)).toBe(true);
      }
    });

    it('gives a unit without lessons an empty list, and a book without units none', async () => {
      const [unit] = await t.app.db
        .insert(subjectUnits)
        .values({
          subject_id: empty,
          semester: 'first',
          name_ar: 'وحدة فارغة',
          name_en: 'Empty unit',
        })
        .returning();
      const units = await data(
        `/api/subject-units?subject_id=${empty}&semester=first&include=lessons`,
      );
      expect(units).toEqual([
        {
          id: unit?.id,
          subject_id: empty,
          semester: 'first',
          name_ar: 'وحدة فارغة',
          name_en: 'Empty unit',
          lessons: [],
        },
      ]);
      expect(await data(`/api/subject-units?subject_id=${empty}&semester=second`)).toEqual([]);
      expect(await data('/api/subject-units?subject_id=999999&include=lessons')).toEqual([]);
    });

    it('refuses an unknown include with 422', async () => {
      const response = await get(`/api/subject-units?subject_id=${physics.first}&include=teachers`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        include: ['The only related data that can be included is lessons'],
      });
    });
  });

  describe('GET /api/unit-lessons', () => {
    it('lists one unit’s lessons, or a whole book’s in one call', async () => {
      const units = (await data(
        `/api/subject-units?subject_id=${physics.second}&semester=second&include=lessons`,
      )) as unknown as { id: number; lessons: Row[] }[];
      const [firstUnit] = units;
      expect(await data(`/api/unit-lessons?unit_id=${firstUnit?.id}`)).toEqual(firstUnit?.lessons);
      const book = await data(`/api/unit-lessons?subject_id=${physics.second}&semester=second`);
      expect(book).toEqual(units.flatMap((unit) => unit.lessons));
    });

    it('is empty for unknown ids and refuses malformed ones', async () => {
      expect(await data('/api/unit-lessons?unit_id=999999')).toEqual([]);
      expect(await data(`/api/unit-lessons?subject_id=${physics.first}&semester=second`)).toEqual(
        [],
      );
      const response = await get('/api/unit-lessons?unit_id=-4');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        unit_id: ['The id must be a positive whole number'],
      });
    });
  });
});
