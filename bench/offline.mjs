#!/usr/bin/env node
// Saved lessons offline (docs/decisions.md §17), on the compiled server (the demo seed on a
// fresh PGlite data dir) and the built web app (`npm run build` first):
//  1. bench:video's phone-like 2-minute lesson, uploaded by the demo teacher and made into
//     its ladder by the server's job;
//  2. the bytes a saved 10-minute lesson takes at each rendition: each rung's segments and
//     init segment, and the 360p MP4 that "Save for offline" keeps, measured on the 2 minutes
//     and scaled ×5;
//  3. in Chromium on Lighthouse's mobile profile (412×823, 4× CPU slowdown, 150 ms, 1.6 Mbps),
//     a visitor opens the teacher's page, saves the video for offline, and the network goes
//     off. Five times: the page reopened from the phone, play pressed once it is idle →
//     first frame (target ≤ 1 s, median), then a seek to the middle → the frame there
//     (target ≤ 0.5 s, median).
// 1 MB = 1,000,000 bytes throughout.
// Usage: node bench/offline.mjs [--chrome /usr/bin/chromium]
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, machine, startServer, verdicts } from './lib.mjs';
import {
  idle,
  ladderReady,
  MB,
  makeSource,
  PHONE,
  PHONE_KBPS,
  SOURCE_SECONDS,
  teacherLogin,
  throttle,
  uploadLesson,
} from './phone-video.mjs';

const { values } = parseArgs({
  options: {
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const TITLE = 'Saved lesson (bench)';
const RUNS = 5;
const TEN_MINUTES = 600;
const { report, finish } = verdicts();
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Bytes of every file a media playlist names (its init segment and segments). */
async function playlistBytes(url) {
  const text = await (await fetch(url)).text();
  const files = [
    ...[...text.matchAll(/URI="([^"]+)"/g)].map((match) => match[1]),
    ...text.split('\n').filter((line) => line && !line.startsWith('#')),
  ];
  let bytes = 0;
  for (const file of files) {
    const head = await fetch(new URL(file, url), { method: 'HEAD' });
    bytes += Number(head.headers.get('content-length'));
  }
  return bytes;
}

/** Each rung's bytes: the master playlist's variants, by height. */
async function rungBytes(base, master) {
  const url = new URL(master, base);
  const text = await (await fetch(url)).text();
  const lines = text.split('\n');
  const rungs = [];
  lines.forEach((line, index) => {
    const height = /RESOLUTION=\d+x(\d+)/.exec(line)?.[1];
    if (height) rungs.push({ height: Number(height), url: new URL(lines[index + 1], url) });
  });
  return Promise.all(
    rungs.map(async (rung) => ({ ...rung, bytes: await playlistBytes(rung.url) })),
  );
}

console.log(`Machine: ${machine()}\n`);
const source = makeSource();
const app = await startServer({ env: { SEED_DEMO: 'true' } });
let browser;
try {
  await idle(app);
  const { token, teacherId } = await teacherLogin(app.url);
  const id = await uploadLesson(app.url, token, source, TITLE);
  const video = await ladderReady(app.url, token, id);
  report('1. source', `${SOURCE_SECONDS} s, ${(statSync(source.file).size / MB).toFixed(1)} MB`);

  const scale = TEN_MINUTES / SOURCE_SECONDS;
  const rungs = await rungBytes(app.url, video.stream.hls);
  const mp4 = Number(
    (await fetch(new URL(video.stream.mp4, app.url), { method: 'HEAD' })).headers.get(
      'content-length',
    ),
  );
  report(
    '2. a saved 10-minute lesson, by rendition',
    [
      ...rungs.map((rung) => `${rung.height}p ${((rung.bytes * scale) / MB).toFixed(1)} MB`),
      `360p MP4 (what is saved) ${((mp4 * scale) / MB).toFixed(1)} MB`,
    ].join('; '),
  );

  // 3. Saved once on the phone, then played and sought with the network off.
  browser = await chromium.launch({ executablePath: values.chrome, args: CHROME_ARGS });
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, PHONE_KBPS);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto(`${app.url}/teachers-details/${teacherId}`, { waitUntil: 'load' });
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
    timeout: 60_000,
  });
  const play = page.locator(`button[aria-label*="${TITLE}"]`);
  await play.click();
  await page.getByRole('button', { name: /^Save for offline/ }).click();
  await page.getByText('Saved on this phone').waitFor({ timeout: 300_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await context.setOffline(true);

  const firstFrames = [];
  const seeks = [];
  for (let run = 1; run <= RUNS; run++) {
    await page.goto(`${app.url}/teachers-details/${teacherId}`, { waitUntil: 'load' });
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.waitForTimeout(1000); // idle, as a student finds the video before pressing
    const firstFrame = await play.evaluate(
      (button) =>
        new Promise((resolve) => {
          const pressed = performance.now();
          new MutationObserver((_, observer) => {
            const element = document.querySelector('[role="dialog"] video');
            if (!element) return;
            observer.disconnect();
            element.muted = true;
            element.requestVideoFrameCallback((now) => resolve(now - pressed));
            void element.play();
          }).observe(document, { childList: true, subtree: true });
          button.click();
        }),
    );
    const seek = await page.locator('[role="dialog"] video').evaluate(
      (element) =>
        new Promise((resolve) => {
          const asked = performance.now();
          element.addEventListener(
            'seeked',
            () => element.requestVideoFrameCallback((now) => resolve(now - asked)),
            { once: true },
          );
          element.currentTime = element.duration / 2;
        }),
    );
    console.log(
      `   run ${run}: first frame ${firstFrame.toFixed(0)} ms, seek to the middle ${seek.toFixed(0)} ms`,
    );
    firstFrames.push(firstFrame);
    seeks.push(seek);
    await page.keyboard.press('Escape');
  }
  const frame = median(firstFrames);
  const sought = median(seeks);
  report(
    '3. offline, play → first frame',
    `${firstFrames.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; median ${(frame / 1000).toFixed(2)} s`,
    '≤ 1.0 s (median)',
    frame <= 1000,
  );
  report(
    '3. offline, seek to the middle → frame',
    `${seeks.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; median ${(sought / 1000).toFixed(2)} s`,
    '≤ 0.5 s (median)',
    sought <= 500,
  );
} finally {
  await browser?.close();
  await app.stop();
}

finish();
