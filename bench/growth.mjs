#!/usr/bin/env node
// Latency of the same routes on the demo catalogue (1×) and after generate-data.mjs has
// grown it about 100× (10,000 teachers, 200,000 reviews, 100,000 materials), on PGlite and
// on a scratch PostgreSQL database. A route an index serves stays flat; one whose answer
// grows with the data (a list that is not paged) shows it in the rows column.
// Target (issue 16): every public list keeps at least 0.8 of its 1× rate at 100× (same
// page size: a paged list is asked for as many rows as the 1× data holds); each row says
// PASS or FAIL. Login, not a list, is shown without one. Requests offer Brotli and gzip, as
// browsers do.
// Usage: node bench/growth.mjs [--db both|pglite|postgres] [--pg URL] [--duration 3] [--scale 100]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { growDatabase } from './generate-data.mjs';
import {
  DEMO,
  fromNewAddresses,
  machine,
  measure,
  nextAddress,
  scratchPostgres,
  settled,
  startServer,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    pg: { type: 'string' },
    duration: { type: 'string', default: '3' },
    scale: { type: 'string', default: '100' },
  },
});
const duration = Number(values.duration);

const LOGIN = {
  name: 'POST /api/student/login',
  path: '/api/student/login',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ login: DEMO.student, password: DEMO.password }),
  connections: 8,
  requests: fromNewAddresses(),
};
/** What a browser sends with every request (over HTTPS, where it offers Brotli). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const paged = (path) => ({ path, paged: true });
const ROUTES = [
  '/api/grades',
  '/api/subjects?grade_id=1',
  paged('/api/teachers'),
  paged(`/api/teachers?subject=${encodeURIComponent('الرياضيات')}`),
  '/api/teachers/filters',
  paged('/api/teacher-evaluations?teacher_id=1'),
  paged('/api/teacher-evaluations'),
  paged('/api/worksheets?subject_id=1&semester=first'),
  paged('/api/lessons?subject_id=1&semester=first'),
  paged('/api/blogs'),
].map((route) => {
  const { path, paged = false } = typeof route === 'string' ? { path: route } : route;
  const name = decodeURI(path).replace('الرياضيات', '<maths>');
  return { name, path, paged, method: 'GET', headers: BROWSER, connections: 10 };
});

/**
 * The same page size on both scales: a paged list is asked for as many rows as the 1× data
 * holds (at most a full page), so both answers hold as many rows and only the data behind
 * them differs (the 1× demo data fills 1 to 10 rows of a page of 24).
 */
async function samePageSize(route, smallUrl) {
  if (!route.paged) return route.path;
  const reply = await fetch(smallUrl + route.path, {
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const url = new URL(route.path, smallUrl);
  url.searchParams.set('limit', String(Math.max(1, rowsOf(await reply.json()))));
  return url.pathname + url.search;
}

/** How many items an answer holds: the list, or the filter options' names. */
const rowsOf = (body) => {
  const data = body?.data;
  if (Array.isArray(data)) return data.length;
  if (Array.isArray(data?.names)) return data.names.length;
  return data ? 1 : 0;
};

const mean = (a, b, key) => (a[key] + b[key]) / 2;
const TARGET_RPS_RATIO = 0.8;

/**
 * Each case on both servers in the order 1×, grown, grown, 1× (half the time each), so a
 * change in the machine's load during the run weighs on both alike; figures are the means.
 */
async function measureBoth(smallUrl, largeUrl) {
  const rows = [];
  for (const route of [...ROUTES, LOGIN]) {
    const c = { ...route, path: await samePageSize(route, smallUrl) };
    const options = { connections: c.connections, method: c.method, headers: c.headers };
    Object.assign(options, { body: c.body, requests: c.requests });
    const side = [];
    for (const url of [smallUrl, largeUrl]) {
      const headers = { ...c.headers, 'x-forwarded-for': nextAddress() };
      const response = await fetch(url + c.path, { method: c.method, headers, body: c.body });
      const text = await response.text();
      if (!response.ok) throw new Error(`${c.name}: HTTP ${response.status} ${text}`);
      await measure(url + c.path, { ...options, duration: 1 }); // warm-up
      side.push({ rows: c.method === 'GET' ? rowsOf(JSON.parse(text)) : 1 });
    }
    const half = { ...options, duration: duration / 2 };
    const [a1, b1] = [
      await measure(smallUrl + c.path, half),
      await measure(largeUrl + c.path, half),
    ];
    const [b2, a2] = [
      await measure(largeUrl + c.path, half),
      await measure(smallUrl + c.path, half),
    ];
    const both = [
      [a1, a2],
      [b1, b2],
    ].map(([x, y], i) => ({
      rows: side[i].rows,
      rps: mean(x, y, 'rps'),
      p50: mean(x, y, 'p50'),
      p99: mean(x, y, 'p99'),
      bad: x.errors + y.errors + x.non2xx + y.non2xx,
    }));
    rows.push({ name: c.name, small: both[0], large: both[1] });
  }
  return rows;
}

function report(rows) {
  const x = `${values.scale}×`;
  const cells = (...values) => values.map((v) => String(v).padStart(11)).join('');
  console.log(
    'route'.padEnd(54) +
      cells('rows 1×', `rows ${x}`, 'req/s 1×', `req/s ${x}`, 'p50 1×', `p50 ${x}`) +
      cells('p99 1×', `p99 ${x}`, 'p50 ratio', 'rps ratio', 'target') +
      '  verdict',
  );
  for (const { name, small: a, large: b } of rows) {
    const bad = a.bad + b.bad ? `  (${a.bad + b.bad} errors or non-2xx)` : '';
    const ratio = b.rps / a.rps;
    const isList = name !== LOGIN.name;
    const verdict = !isList ? '—' : ratio >= TARGET_RPS_RATIO && !bad ? 'PASS' : 'FAIL';
    console.log(
      name.padEnd(54) +
        cells(a.rows, b.rows, a.rps.toFixed(0), b.rps.toFixed(0), a.p50, b.p50) +
        cells(a.p99, b.p99, (Math.max(b.p50, 0.5) / Math.max(a.p50, 0.5)).toFixed(2)) +
        cells(ratio.toFixed(2), isList ? `≥ ${TARGET_RPS_RATIO}` : '—') +
        `  ${verdict}${bad}`,
    );
  }
}

/** Two servers on the same kind of database, one left at 1×, one grown; cleaned up after. */
async function* targets() {
  if (values.db !== 'postgres') {
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'madrasa-growth-')));
    try {
      yield { name: 'PGlite', env: [{}, {}], grow: { dataDir: dirs[1] }, dirs };
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }
  if (values.db === 'pglite') return;
  const scratch = [await scratchPostgres(values.pg), await scratchPostgres(values.pg)];
  try {
    if (scratch.every(Boolean)) {
      const env = scratch.map((db) => ({ DATABASE_URL: db.url }));
      yield { name: 'PostgreSQL', env, grow: { pgUrl: scratch[1].url }, dirs: [] };
    }
  } finally {
    for (const db of scratch) await db?.drop();
  }
}

console.log(`Machine: ${machine()}; ${duration} s a route and scale, after a warm-up\n`);
for await (const target of targets()) {
  const start = (i) =>
    startServer({ env: { ...target.env[i], TRUST_PROXY: 'true' }, dataDir: target.dirs[i] });
  // The grown copy is seeded by a first start, grown with its server stopped, then restarted.
  await (await start(1)).stop();
  console.log(`Database: ${target.name}: growing one copy (scale ${values.scale})…`);
  const seconds = await growDatabase({ ...target.grow, scale: Number(values.scale) });
  console.log(`  generated in ${seconds.toFixed(1)} s\n`);
  const servers = [await start(0), await start(1)];
  try {
    // After start each server brings its search index up to date and reads its PDFs (the
    // grown one 100,000 of them): the first routes measured would pay for that, not for size.
    console.log(`  servers idle after ${(await settled(servers, 600)).toFixed(0)} s\n`);
    report(await measureBoth(servers[0].url, servers[1].url));
  } finally {
    for (const server of servers) await server.stop();
  }
  console.log('');
}
