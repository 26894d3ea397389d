#!/usr/bin/env node
// The JavaScript of a first visit to `/`: the built server serves the built app, headless
// Chromium opens `/` (Arabic, the default) and once more with English chosen, and the bytes
// of every script response are summed as sent (Brotli) until the network is idle. Target
// (issue 16): at most 90 KB. The app's own code waits for the visitor to reach for the page
// (apps/web/public/start-app.js); what it then adds is printed too, without a target. Before that, the per-file table of the build: gzip and Brotli
// of what index.html references and of every chunk.
// Usage: npm run build && node bench/bundle-size.mjs   (WEB_DIST_DIR=… for another build;
// CHROMIUM_PATH=… for another Chromium)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, root, startServer } from './lib.mjs';

const TARGET_KB = 90;
const dist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const sizes = (file) => {
  const bytes = readFileSync(join(dist, file));
  return { gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const row = (file, { gzip, brotli }) => `  ${file.padEnd(50)} ${kb(gzip)} ${kb(brotli)}`;

const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const total = { gzip: 0, brotli: 0 };
for (const file of initial) {
  const size = sizes(file);
  total.gzip += size.gzip;
  total.brotli += size.brotli;
}
console.log(
  `${'Initial load (index.html references)'.padEnd(52)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`,
);
console.log(row('total', total));
for (const file of initial) console.log(row(file, sizes(file)));

console.log('\nAll chunks:');
const chunks = readdirSync(join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((file) => ({ file, size: sizes(`assets/${file}`) }));
for (const { file, size } of chunks.sort((a, b) => b.size.gzip - a.size.gzip)) {
  console.log(row(file, size));
}

/** Resolves once no response has arrived for `quietMs` (after Playwright's own network idle). */
async function quiet(page, quietMs = 1500) {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  while (Date.now() - last < quietMs) await page.waitForTimeout(250);
  page.off('request', touch);
  page.off('requestfinished', touch);
}

/**
 * Every script a first visit loads until idle, with the bytes it took on the wire; then those
 * the page adds once the visitor presses a key, until the app has taken the page over.
 */
async function firstVisit(browser, url, language) {
  const context = await browser.newContext({
    // What a browser sends over HTTPS; over plain http Chromium would leave out br.
    extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate, br' },
  });
  if (language) {
    // The reader's choice, as the language menu stores it: localStorage for the client
    // (apps/web/src/shared/lib/direction.ts) and the `lang` cookie for the server.
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await context.addCookies([{ name: 'lang', value: language, url }]);
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const type = response?.headers()['content-type'] ?? '';
    if (request.resourceType() !== 'script' && !type.includes('javascript')) return;
    const { responseBodySize } = await request.sizes();
    scripts.push({
      path: new URL(request.url()).pathname,
      bytes: responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await quiet(page);
  const lang = await page.evaluate(() => document.documentElement.lang);
  const untilIdle = scripts.splice(0);
  await page.keyboard.press('Shift');
  await page.waitForSelector('html[data-app="ready"]');
  await quiet(page);
  await context.close();
  return { scripts: untilIdle, onIntent: scripts, lang };
}

const server = await startServer({ env: { WEB_DIST_DIR: dist } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROME_ARGS,
});
let failed = false;
try {
  for (const [name, language] of [
    ['/ (Arabic, the default)', undefined],
    ['/ with English chosen', 'en'],
  ]) {
    const { scripts, onIntent, lang } = await firstVisit(browser, `${server.url}/`, language);
    const sum = scripts.reduce((n, s) => n + s.bytes, 0);
    const pass = sum <= TARGET_KB * 1024;
    failed ||= !pass;
    console.log(`\nFirst visit to ${name}: <html lang="${lang}">, JavaScript as sent until idle`);
    for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${s.path.padEnd(50)} ${kb(s.bytes)} ${s.encoding}`);
    }
    console.log(
      `  ${`total (${scripts.length} scripts)`.padEnd(50)} ${kb(sum)}  target ≤ ${TARGET_KB} KB: ${pass ? 'PASS' : 'FAIL'}`,
    );
    const app = onIntent.reduce((n, s) => n + s.bytes, 0);
    console.log(
      `  then, once the visitor reaches for the page, the app: ${onIntent.length} scripts, ${kb(app).trim()} (no target)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exitCode = 1;
