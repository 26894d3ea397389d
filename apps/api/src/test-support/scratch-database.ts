import { randomBytes } from 'node:crypto';
import pg from 'pg';

const run = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * A fresh, uniquely named database on the server of `baseUrl`, so parallel test files
 * and repeated runs never see each other's rows; a copy of `template` when given
 * (postgres-template.ts). `drop` removes it, even if the app left connections open.
 */
export async function createScratchDatabase(baseUrl: string, template?: string) {
  const name = `madrasa_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await run(baseUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
