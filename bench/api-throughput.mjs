#!/usr/bin/env node
// API throughput and latency of the public read routes, each next to a bare
// node:http server returning the same bytes, measured in the same run.
// Usage: node bench/api-throughput.mjs [--pg postgres://…] [--duration 5]
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { fmt, measure, startServer } from './lib.mjs';

const { values } = parseArgs({
  options: { pg: { type: 'string' }, duration: { type: 'string', default: '5' } },
});
const duration = Number(values.duration);
const ROUTES = [
  '/api/grades',
  '/api/subjects?grade_id=1',
  '/api/teachers',
  '/api/teacher-evaluations?teacher_id=1',
];

const app = await startServer({ port: 3301, env: values.pg ? { DATABASE_URL: values.pg } : {} });
console.log(
  `Database: ${values.pg ? 'PostgreSQL' : 'PGlite'}; ${duration}s a route, 20 connections\n`,
);
console.log(
  'route                                        api req/s   bare req/s  ratio  api p50/p99 ms',
);
try {
  for (const route of ROUTES) {
    const response = await fetch(app.url + route);
    if (!response.ok) {
      console.log(`${route.padEnd(44)} skipped (HTTP ${response.status})`);
      continue;
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? 'application/json';
    const bare = createServer((_, res) => res.writeHead(200, { 'content-type': type }).end(bytes));
    await new Promise((r) => bare.listen(3302, '127.0.0.1', r));
    const api = await measure(app.url + route, { duration });
    const baseline = await measure(`http://127.0.0.1:3302${route}`, { duration });
    bare.close();
    const ratio = (api.rps / baseline.rps).toFixed(2);
    console.log(
      `${route.padEnd(44)}${fmt(api.rps)}${fmt(baseline.rps, 0).padStart(13)}${ratio.padStart(7)}   ${api.p50}/${api.p99}${api.non2xx ? `  (${api.non2xx} non-2xx)` : ''}`,
    );
  }
} finally {
  await app.stop();
}
