#!/usr/bin/env node
// Lighthouse (mobile emulation, simulated throttling: its defaults) in Debian's Chromium
// against the built app served by the real server on a fresh data dir, for the pages the
// issue names. Builds the web app into a temporary folder first (so a shared apps/web/dist
// is left alone) unless --dist names a build. Works offline: nothing leaves 127.0.0.1.
// --why prints the largest savings Lighthouse sees and the elements that shift.
// Usage: node bench/lighthouse.mjs [--why] [--dist apps/web/dist] [--chrome /usr/bin/chromium]
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machine, startServer, webBuild } from './lib.mjs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    why: { type: 'boolean', default: false },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});

const web = webBuild(values.dist);

const TARGET = { performance: 95, lcpMs: 2000, cls: 0.02 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['SI', 'speed-index', 'ms'],
];

/** --why: the largest savings Lighthouse sees and what shifts the layout. */
function explain(audits) {
  const savings = Object.values(audits)
    .filter((a) => (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) > 0 && a.score !== 1)
    .sort((a, b) => (b.metricSavings.LCP ?? 0) - (a.metricSavings.LCP ?? 0))
    .slice(0, 4);
  for (const a of savings) {
    console.log(
      `${''.padEnd(22)}${a.id}: LCP -${Math.round(a.metricSavings.LCP ?? 0)} ms ${a.displayValue ?? ''}`,
    );
  }
  for (const shift of audits['layout-shifts']?.details?.items ?? []) {
    console.log(
      `${''.padEnd(22)}layout shift ${shift.score.toFixed(3)}: ${shift.node?.snippet ?? ''}`,
    );
  }
}

const server = await startServer({ env: { WEB_DIST_DIR: web.dist } });
const chrome = await chromeLauncher.launch({
  chromePath: values.chrome,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const data = async (path) => (await (await fetch(`${server.url}${path}`)).json()).data;
  const [grade] = await data('/api/grades');
  const [teacher] = await data('/api/teachers?limit=1');
  const [lesson] = await data('/api/lessons?limit=1');
  const pages = [
    '/',
    '/educational-level',
    `/materialsClass/${grade.id}`,
    '/teachers',
    `/teachers-details/${teacher.id}`,
    `/course-content/${lesson.subject_id}/${lesson.semester === 'second' ? 2 : 1}/lesson`,
  ];
  console.log(`Machine: ${machine()}; Lighthouse mobile, ${values.chrome}\n`);
  console.log(
    `${'page'.padEnd(34)} perf  a11y  best   seo   ${METRICS.map(([n]) => n.padStart(7)).join('')}  verdict`,
  );
  // A page is rendered once per write and then served from memory: ask for each once, as
  // a browser would, so the run measures what visitors get, not the first render after start.
  for (const page of pages) {
    await fetch(`${server.url}${page}`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
  }
  let failed = 0;
  for (const page of pages) {
    const result = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) console.log(`${page}: ${runtimeError.code} ${runtimeError.message}`);
    const scores = CATEGORIES.map((c) =>
      String(Math.round((categories[c].score ?? 0) * 100)).padStart(4),
    );
    const metrics = METRICS.map(([, id, unit]) => {
      const value = audits[id]?.numericValue ?? Number.NaN;
      return (unit ? `${Math.round(value)}` : value.toFixed(3)).padStart(7);
    });
    // Issue 16's targets: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02 on every page.
    const perf = Math.round((categories.performance.score ?? 0) * 100);
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.POSITIVE_INFINITY;
    const pass = perf >= TARGET.performance && lcp <= TARGET.lcpMs && cls <= TARGET.cls;
    if (!pass) failed += 1;
    console.log(
      `${page.padEnd(34)}${scores.join('  ')}   ${metrics.join('')}  ${pass ? 'PASS' : 'FAIL'}`,
    );
    const failing = Object.values(audits).filter(
      (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
    );
    if (failing.length)
      console.log(`${''.padEnd(34)}failing: ${failing.map((a) => a.id).join(', ')}`);
    if (values.why) explain(audits);
  }
  console.log('\nms: FCP, LCP, TBT, SI (simulated slow 4G, 4× CPU slowdown); CLS unitless');
  console.log(
    `target: performance ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpMs} ms, CLS ≤ ${TARGET.cls}: ${
      failed ? `FAIL on ${failed} of ${pages.length} pages` : 'PASS on every page'
    }`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await chrome.kill();
  await server.stop();
  web.cleanup();
}
