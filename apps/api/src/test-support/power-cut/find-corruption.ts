import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DurableNodeFS } from '../../db/durable-node-fs.ts';

/**
 * What amcheck finds wrong in the cluster in `dataDir`, one line a problem: every btree index
 * checked against its table (bt_index_check with heapallindexed), every table's pages and
 * tuples (verify_heapam), system catalogs included. Empty when the cluster is sound.
 */
export async function findCorruption(dataDir: string): Promise<string[]> {
  // pg_trgm: the app's trigram indexes need it loaded to open their tables.
  const pg = await PGlite.create({
    fs: new DurableNodeFS(dataDir),
    extensions: { amcheck, pg_trgm },
  });
  const problems: string[] = [];
  const report = (name: string) => (error: Error) => {
    problems.push(`${name}: ${error.message}`);
  };
  try {
    await pg.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
    const indexes = await pg.query<{ name: string }>(`
      SELECT c.oid::regclass::text AS name FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE am.amname = 'btree' AND c.relpersistence <> 't' AND i.indisready AND i.indisvalid`);
    for (const { name } of indexes.rows) {
      // Raises at the first fault it finds.
      await pg.query('SELECT bt_index_check($1::regclass, true)', [name]).catch(report(name));
    }
    const tables = await pg.query<{ name: string }>(`
      SELECT oid::regclass::text AS name FROM pg_class
      WHERE relkind IN ('r', 'm', 't') AND relpersistence <> 't'`);
    for (const { name } of tables.rows) {
      const faults = await pg
        .query('SELECT blkno, offnum, attnum, msg FROM verify_heapam($1::regclass)', [name])
        .catch(report(name));
      for (const fault of faults?.rows ?? []) problems.push(`${name}: ${JSON.stringify(fault)}`);
    }
  } finally {
    await pg.close();
  }
  return problems;
}
