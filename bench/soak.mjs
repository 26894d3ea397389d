#!/usr/bin/env node
// Soak: mixed traffic at a steady overall rate (autocannon overallRate) against the real
// server and built app for SOAK_SECONDS (default 600) after a short warm-up: the catalogue,
// teachers, reviews (read, and now and then one posted), the blog, the pages and static
// assets, stored images, and a student login now and then. Every request carries its own
// X-Forwarded-For address (TRUST_PROXY=true), as many visitors would, so the per-address
// limits of login and review posting do not refuse them. At the end: errors (must be 0),
// answers other than the expected status, latency, and the server's RSS and V8 heap
// (live, after a full GC, sampled inside the server every 5 s by bench/memory-probe.mjs)
// over time, first window against last.
// Usage: SOAK_SECONDS=600 node bench/soak.mjs [--rate 50] [--db pglite|postgres] [--dist DIR]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO, databases, machine, nextAddress, root, startServer, webBuild } from './lib.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '600' },
    rate: { type: 'string', default: process.env.SOAK_RATE ?? '50' },
    db: { type: 'string', default: 'pglite' },
    pg: { type: 'string' },
    dist: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const warmup = Math.min(30, Math.ceil(seconds / 10));
const MB = 1024 * 1024;

/** The mix, one cycle: each connection walks it in order (a login and a review per cycle). */
async function trafficMix(url) {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const teachers = (await (await fetch(`${url}/api/teachers`)).json()).data;
  const subjects = (await (await fetch(`${url}/api/subjects?grade_id=1`)).json()).data;
  const json = { 'content-type': 'application/json', 'accept-language': 'en' };
  const page = (path) => ({ path, headers: { accept: 'text/html' } });
  return [
    page('/'),
    ...assets.map((path) => ({ path })),
    { path: '/api/config' },
    { path: '/api/grades' },
    page('/teachers'),
    { path: '/api/subjects?grade_id=1' },
    { path: `/api/subject-units?subject_id=${subjects[0].id}&semester=first&include=lessons` },
    { path: `/api/lessons?subject_id=${subjects[0].id}&semester=first` },
    { path: `/api/worksheets?subject_id=${subjects[1].id}&semester=first` },
    { path: subjects.find((s) => s.image)?.image ?? '/api/grades' },
    { path: '/api/teachers' },
    { path: '/api/teachers/filters' },
    { path: `/api/teachers/${teachers[0].id}` },
    { path: teachers[0].photo },
    { path: `/api/teacher-evaluations?teacher_id=${teachers[0].id}` },
    { path: '/api/teacher-evaluations' },
    { path: '/api/blogs' },
    {
      path: '/api/student/login',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ login: DEMO.student, password: DEMO.password }),
    },
    {
      path: '/api/teacher-evaluations',
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        teacher_id: teachers[1].id,
        full_name: 'Soak Visitor',
        email: 'soak.visitor@example.com',
        comment: 'Clear explanations; a review posted by the soak benchmark.',
      }),
      expected: 201,
    },
  ];
}

function run(url, requests, duration, unexpected) {
  const items = requests.map(({ expected = 200, ...request }) => ({
    method: 'GET',
    ...request,
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, 'x-forwarded-for': nextAddress() },
    }),
    onResponse: (status) => {
      if (status !== expected) {
        const key = `${request.method ?? 'GET'} ${request.path} → ${status}`;
        unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
      }
    },
  }));
  return new Promise((resolve, reject) => {
    const options = { url, duration, connections: 20, overallRate: rate, requests: items };
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Memory per window of the run: mean RSS, mean and lowest live heap (after a full GC). */
function memoryReport(samples, from) {
  const window = Math.max(10, Math.min(60, Math.floor(seconds / 3)));
  const rows = [];
  for (const s of samples.filter((x) => x.t >= from && x.t < from + seconds * 1000)) {
    const i = Math.floor((s.t - from) / 1000 / window);
    rows[i] = [...(rows[i] ?? []), s];
  }
  const stats = (list) => ({
    rss: list.reduce((a, s) => a + s.rss, 0) / list.length / MB,
    heap: list.reduce((a, s) => a + s.heapUsed, 0) / list.length / MB,
    heapMin: Math.min(...list.map((s) => s.heapUsed)) / MB,
  });
  console.log(`\nServer memory, ${window} s windows (MB): RSS mean, live heap mean / lowest`);
  const full = rows.filter(Boolean);
  for (const [i, list] of full.entries()) {
    const m = stats(list);
    console.log(
      `  ${String(i * window).padStart(5)}-${String((i + 1) * window).padEnd(5)} s  RSS ${m.rss.toFixed(1).padStart(7)}   heap ${m.heap.toFixed(1).padStart(6)} / ${m.heapMin.toFixed(1).padStart(6)}   (${list.length} samples)`,
    );
  }
  const first = stats(full[0]);
  const last = stats(full.at(-1));
  console.log(
    `First → last window: RSS ${first.rss.toFixed(1)} → ${last.rss.toFixed(1)} MB (${(last.rss - first.rss).toFixed(1)}), heap ${first.heap.toFixed(1)} → ${last.heap.toFixed(1)} MB (${(last.heap - first.heap).toFixed(1)})`,
  );
}

const web = webBuild(values.dist);
const dbs = databases(values);
const { value: database } = await dbs.next();
if (!database) {
  web.cleanup();
  throw new Error('No database to soak (is PostgreSQL reachable?)');
}
const probeDir = mkdtempSync(join(tmpdir(), 'madrasa-soak-'));
const memoryFile = join(probeDir, 'memory.jsonl');
const server = await startServer({
  env: {
    ...database.env,
    WEB_DIST_DIR: web.dist,
    TRUST_PROXY: 'true',
    BENCH_MEMORY_FILE: memoryFile,
    BENCH_MEMORY_MS: '5000',
  },
  nodeArgs: ['--expose-gc', '--import', join(root, 'bench/memory-probe.mjs')],
});
try {
  const requests = await trafficMix(server.url);
  console.log(
    `Machine: ${machine()}\nSoak on ${database.name}: ${rate} req/s overall, 20 connections, ${requests.length} requests a cycle, ${warmup} s warm-up then ${seconds} s`,
  );
  await run(server.url, requests, warmup, new Map());
  const from = Date.now();
  const unexpected = new Map();
  const result = await run(server.url, requests, seconds, unexpected);
  console.log(
    `\nRequests ${result.requests.total} (${result.requests.average.toFixed(1)}/s), errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  console.log(
    `Latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  );
  const codes = Object.entries(result.statusCodeStats).map(
    ([code, { count }]) => `${code}: ${count}`,
  );
  console.log(`Status codes: ${codes.join(', ')}`);
  console.log(`Unexpected answers: ${unexpected.size ? '' : 'none'}`);
  for (const [key, count] of unexpected) console.log(`  ${count} × ${key}`);
  const samples = readFileSync(memoryFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  memoryReport(samples, from);
  process.exitCode = result.errors + result.timeouts + unexpected.size ? 1 : 0;
} finally {
  await server.stop();
  await dbs.return();
  web.cleanup();
  rmSync(probeDir, { recursive: true, force: true });
}
