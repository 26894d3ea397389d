import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';

/**
 * The filters of the catalogue lists are served by indexes. The demo tables are small
 * enough that the planner would rightly scan them, so sequential scans are priced out
 * here to see which index PostgreSQL reaches for when the tables are large.
 */
describe('catalogue filters use indexes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  const planOf = (query: string) =>
    t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      // PGlite and node-postgres both answer with `{ rows }`; the driver-neutral type does not say so.
      const result = (await tx.execute(sql.raw(`EXPLAIN ${query}`))) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });

  it.each([
    ['subjects', 'grade_id = 7 AND semester = $$first$$', 'subjects_grade_semester_idx'],
    ['subjects', 'grade_id = 7', 'subjects_grade_semester_idx'],
    [
      'subject_units',
      'subject_id = 3 AND semester = $$second$$',
      'subject_units_subject_semester_idx',
    ],
    ['unit_lessons', 'unit_id = 3', 'unit_lessons_unit_idx'],
    ['lessons', 'subject_id = 3 AND semester = $$first$$', 'lessons_subject_semester_idx'],
    ['worksheets', 'subject_id = 3 AND semester = $$first$$', 'worksheets_subject_semester_idx'],
    ['exams', 'subject_id = 3 AND semester = $$first$$', 'exams_subject_semester_idx'],
    ['summaries', 'subject_id = 3 AND semester = $$first$$', 'summaries_subject_semester_idx'],
    ['teacher_guides', 'subject_id = 3', 'teacher_guides_subject_semester_idx'],
  ])('%s filtered by %s uses %s', async (table, where, index) => {
    expect(await planOf(`SELECT * FROM ${table} WHERE ${where}`)).toContain(index);
  });

  it.each([
    ['lessons', 'sort_order, id', '0, 10'],
    ['worksheets', 'id', '10'],
    ['teacher_guides', 'id', '10'],
  ])(
    'reads a page of %s after a cursor in index order, without sorting',
    async (table, keys, at) => {
      const order = `subject_id, semester, ${keys}`;
      const plan = await planOf(
        `SELECT * FROM ${table} WHERE subject_id = 3 AND semester = 'first'
       AND (${order}) > (3, 'first'::semester, ${at}) ORDER BY ${order} LIMIT 25`,
      );
      expect(plan).toContain(`${table}_subject_semester_idx`);
      expect(plan).not.toMatch(/\bSort\b/);
    },
  );

  it('fetches a whole book’s lessons through the unit indexes', async () => {
    const plan = await planOf(
      `SELECT l.* FROM unit_lessons l JOIN subject_units u ON u.id = l.unit_id
       WHERE u.subject_id = 3 AND u.semester = 'first'`,
    );
    expect(plan).toContain('subject_units_subject_semester_idx');
  });
});
