import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../build-test-app.ts';
import type { FuzzRequest } from './request-arbitraries.ts';

// A stack frame, a source path or an exception name: internals a reply must never carry.
const INTERNALS =
  /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/src\/|\.[cm]?[jt]s:\d+|\b[A-Z]\w*Error: /;
const ENVELOPE_KEYS = new Set(['status', 'code', 'message', 'errors']);

/** What is wrong with a reply (a 5xx, internals, a 4xx that is not the envelope), or null. */
export function replyProblem(reply: LightMyRequestResponse): string | null {
  if (reply.statusCode >= 500) return '5xx';
  if (INTERNALS.test(reply.body)) return 'internals in the body';
  if (reply.statusCode < 400) return null;
  if (!String(reply.headers['content-type']).startsWith('application/json')) {
    return '4xx not JSON';
  }
  const body = reply.json() as Record<string, unknown>;
  const envelope =
    body.status === 'error' &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    body.message.length > 0 &&
    Object.keys(body).every((key) => ENVELOPE_KEYS.has(key));
  return envelope ? null : '4xx without the error envelope';
}

/**
 * Row count and a hash of every row of every table, as one string. Computing it costs a
 * few milliseconds, so it is reused while no transaction id has been handed out since
 * (no write anywhere, which on PGlite is the common case after a rejected request).
 */
export async function watchTables(t: TestApp) {
  const run = async (query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
  // The search index and PDF texts are derived by background jobs (after an earlier, accepted
  // request), not stored by the request under test; the embedded database keeps those jobs
  // in a table of its own, which they change as they run.
  const tables = await run(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('search_documents', 'search_words', 'pdf_texts', 'search_index_state', 'background_jobs')`,
  );
  const sums = tables.map(
    ({ tablename }) =>
      `(select count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) from "${tablename}" r)`,
  );
  const checksum = sql.raw(`select ${sums.join(` || ',' || `)} as sum`);
  const nextXid = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`;
  let known = { xid: '', sum: '' };
  return async () => {
    const xid = (await run(nextXid))[0]?.xid ?? '';
    if (xid !== known.xid) known = { xid, sum: (await run(checksum))[0]?.sum ?? '' };
    return known.sum;
  };
}

/** Stored files (folders an upload made may stay: they hold nothing). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const clip = (text: string, length = 400) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

export function describe(request: FuzzRequest, caller: string, reply: LightMyRequestResponse) {
  const sent = request.form
    ? JSON.stringify(request.form, (key, value) => (key === 'bytes' ? '<bytes>' : value))
    : String(request.payload ?? '');
  return [
    `${request.method} ${clip(request.url, 300)} as ${caller}`,
    `headers ${JSON.stringify(request.headers)}`,
    `body ${clip(sent)}`,
    `→ ${reply.statusCode} ${clip(reply.body)}`,
  ].join('\n  ');
}
