import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app.ts';

/**
 * The migrated schema as PostgreSQL reports it. Both test projects (PGlite, which is
 * PostgreSQL 18, and PostgreSQL 15) compare against the same snapshot, so a migration
 * that behaves differently on the two fails here.
 */
describe('migrated schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('has the expected tables and columns', async () => {
    const columns = await rows<Record<string, string>>(sql`
      SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
      FROM information_schema.columns
      WHERE table_schema = 'public'
      ORDER BY table_name, ordinal_position`);
    const tables: Record<string, string[]> = {};
    for (const column of columns) {
      const type = column.data_type === 'USER-DEFINED' ? column.udt_name : column.data_type;
      const nullable = column.is_nullable === 'YES' ? ' null' : '';
      const fallback = column.column_default ? ` = ${column.column_default}` : '';
      const table = column.table_name ?? '';
      tables[table] ??= [];
      tables[table].push(`${column.column_name}: ${type}${nullable}${fallback}`);
    }
    expect(tables).toMatchSnapshot();
  });

  it('has the expected indexes and foreign keys', async () => {
    const indexes = await rows<{ indexdef: string }>(sql`
      SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`);
    expect(indexes.map((index) => index.indexdef)).toMatchSnapshot();

    const foreignKeys = await rows<{ name: string; definition: string }>(sql`
      SELECT conname AS name, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace
      ORDER BY conname`);
    expect(foreignKeys.map((key) => `${key.name}: ${key.definition}`)).toMatchSnapshot();
  });
});
