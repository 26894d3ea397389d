#!/usr/bin/env node
// npm run bench:touch: the first tap as a student meets it on a phone (issue 36). Each row
// opens its page in a fresh browser (a new visitor: nothing cached), on Lighthouse's mobile
// profile (4× CPU slowdown, 150 ms round trip, 1.6 Mbps down, 750 kbps up, a 412×823 touch
// screen), waits until the page has loaded and gone quiet, then taps as a finger does. The
// figure runs from the tap (its pointerdown, or the key that sends) to the first frame that
// shows its answer: the open menu, the next page's heading, the first results, the focused
// field, the next question. On another page, that frame is the new page's. A tap that shows
// nothing within 15 s is lost, and FAILs. Every row runs signed out and signed in (the demo
// student), in Arabic and in English; the exam's Next button signed in only. The median of
// --runs tries is each row's figure.
// Builds the web app into a temporary folder first, unless --dist names a build.
// Usage: node bench/touch.mjs [--runs 3] [--row menu] [--dist apps/web/dist] [--chrome /usr/bin/chromium]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROME_ARGS, call, DEMO, machine, root, startServer, verdicts, webBuild } from './lib.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    row: { type: 'string' },
    dist: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const RUNS = Number(values.runs);
const LOST_MS = 15_000;

/** Lighthouse's mobile profile (its "Moto G Power" screen and simulated network). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  connectionType: 'cellular4g',
};

/** The app's own words for what a row taps or waits for, in each language. */
const locale = (language, namespace) =>
  JSON.parse(
    readFileSync(join(root, `apps/web/src/locales/${language}/${namespace}.json`), 'utf8'),
  );
const TEXT = Object.fromEntries(
  ['ar', 'en'].map((language) => {
    const teachers = locale(language, 'teachers');
    const exams = locale(language, 'exams');
    return [
      language,
      {
        reviews: teachers['tabs.reviews'],
        next: exams['run.next'],
        question: exams['run.question'].replace('{{n}}', '2').split('{{total}}')[0],
      },
    ];
  }),
);

// In every page of the tab: the time of the tap (or key) once armed, and of the first frame
// that shows what the runner waits for, both on the wall clock (timeOrigin + page time) so
// two pages can be compared. Kept in sessionStorage, which a navigation in the tab keeps.
function instrument() {
  const now = () => performance.timeOrigin + performance.now();
  const at = (event) => performance.timeOrigin + event.timeStamp;
  const arm = (type, event) => {
    if (sessionStorage.getItem('touch:arm') !== type) return;
    sessionStorage.removeItem('touch:arm');
    sessionStorage.setItem('touch:start', String(at(event)));
  };
  addEventListener('pointerdown', (event) => arm('tap', event), true);
  addEventListener('keydown', (event) => event.key === 'Enter' && arm('enter', event), true);
  addEventListener('change', (event) => arm('change', event), true);
  /** Watches each frame for what `touch:want` describes; notes the first that shows it. */
  window.touchWatch = () => {
    const want = JSON.parse(sessionStorage.getItem('touch:want') ?? 'null');
    if (!want) return;
    const shows = () => {
      if (want.path && !`${location.pathname}${location.search}`.includes(want.path)) return false;
      if (want.focused) return !!document.activeElement?.matches(want.focused);
      // Elements shown before the tap (a list being replaced) are not its answer.
      return [...document.querySelectorAll(want.selector)].some((element) => {
        if (element.hasAttribute('data-touch-old')) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.textContent.includes(want.text ?? '');
      });
    };
    const frame = () => {
      if (sessionStorage.getItem('touch:seen')) return;
      if (shows()) sessionStorage.setItem('touch:seen', String(now()));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  window.touchWatch();
}

/** The demo student's session, stored as the web app stores it (shared/lib/session.ts). */
async function studentSession(url) {
  const { json } = await call(url, '/api/student/login', {
    method: 'POST',
    body: { login: DEMO.student, password: DEMO.password },
  });
  const user = json.data.user ?? json.data;
  return { token: json.data.token, id: user.id, username: user.username, first: user.first_name };
}

/** A computer-based exam the demo student may start now: its attempt's page. */
async function examAttempt(url, session) {
  const grades = (await call(url, '/api/grades')).json.data;
  for (const grade of grades) {
    const subjects = (await call(url, `/api/subjects?grade_id=${grade.id}&semester=first`)).json
      .data;
    for (const subject of subjects) {
      const exams = (await call(url, `/api/computer-exams?subject_id=${subject.id}&semester=first`))
        .json.data;
      for (const exam of exams) {
        const started = await call(url, `/api/computer-exams/${exam.id}/attempts`, {
          method: 'POST',
          token: session.token,
          body: { mode: 'regular' },
        });
        if (started.status === 201 && started.json.data.questions.length > 1) {
          return `/exam-attempts/${started.json.data.id}`;
        }
      }
    }
  }
  throw new Error('no computer-based exam with two questions to start');
}

/**
 * The rows: where the page is, what the finger does (`act`, given the page and the arm
 * function to call just before the tap or key that counts), what shows the answer, and
 * the target in milliseconds.
 */
const ROWS = [
  {
    name: 'phone menu on /',
    path: '/',
    target: 200,
    act: async (page, arm) => {
      await arm('tap');
      await page.locator('header details:not(:has(a[hreflang])) > summary').tap();
    },
    want: () => ({ selector: 'header details[open] nav a[href="/about"]' }),
  },
  {
    name: 'language menu on /',
    path: '/',
    target: 200,
    act: async (page, arm) => {
      await arm('tap');
      await page.locator('header details:has(a[hreflang]) > summary').tap();
    },
    want: () => ({ selector: 'header details[open] a[hreflang="en"]' }),
  },
  {
    name: 'grade card on /educational-level',
    path: '/educational-level',
    target: 1000,
    act: async (page, arm) => {
      await arm('tap');
      await page.locator('main a[href^="/materialsClass/"]').first().tap();
    },
    want: () => ({ path: '/materialsClass/', selector: 'main h1' }),
  },
  {
    name: 'search from /search, Enter to results',
    path: '/search',
    target: 1000,
    act: async (page, arm) => {
      await page.locator('#search-page-query').tap();
      await page.keyboard.type('الرياضيات', { delay: 120 });
      await arm('enter');
      await page.keyboard.press('Enter');
    },
    want: () => ({ path: '/search?q=', selector: 'main section[aria-labelledby] a' }),
  },
  {
    name: 'teacher filter on /teachers',
    path: '/teachers',
    target: 1000,
    act: async (page, arm) => {
      await arm('change');
      await page.locator('main form select').first().selectOption({ index: 1 });
    },
    // A card drawn for the filter, not one of the list it replaces.
    want: () => ({
      path: 'age_group_taught=',
      selector: 'main a[href^="/teachers-details/"]',
      fresh: true,
    }),
  },
  {
    name: 'review form: Reviews tab to its form',
    path: '/teachers-details/1',
    target: 1000,
    act: async (page, arm, language) => {
      await arm('tap');
      await page.getByRole('tab', { name: TEXT[language].reviews }).tap();
    },
    want: () => ({ selector: 'main form input[name="full_name"]' }),
  },
  {
    name: 'review form: its first field',
    path: '/teachers-details/1',
    target: 200,
    before: async (page, language) => {
      await page.getByRole('tab', { name: TEXT[language].reviews }).tap();
      await page.locator('main form input[name="full_name"]').waitFor();
    },
    act: async (page, arm) => {
      await arm('tap');
      await page.locator('main form input[name="full_name"]').tap();
    },
    want: () => ({ focused: 'input[name="full_name"]' }),
  },
  {
    name: "exam's Next button",
    path: 'exam',
    signedInOnly: true,
    target: 200,
    // The answer first: Next asks for one.
    before: (page) => page.locator('main input[type="radio"]').first().tap(),
    act: async (page, arm, language) => {
      await arm('tap');
      await page.getByRole('button', { name: TEXT[language].next, exact: true }).tap();
    },
    want: (language) => ({ selector: 'main', text: TEXT[language].question }),
  },
];

/** Waits until the page's main thread has had a second without a long task (over 50 ms). */
async function quiet(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = performance.now();
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) {
            last = Math.max(last, task.startTime + task.duration);
          }
        }).observe({ type: 'longtask', buffered: true });
        const check = () => (performance.now() - last > 1000 ? resolve() : setTimeout(check, 100));
        setTimeout(check, 100);
      }),
  );
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function measure(browser, url, row, { language, session }) {
  const context = await browser.newContext({ ...PHONE, locale: language });
  await context.addCookies([{ name: 'lang', value: language, url }]);
  await context.addInitScript(
    ({ language, session }) => {
      localStorage.setItem('lang', language);
      if (!session) return;
      const user = {
        id: session.id,
        username: session.username,
        token: session.token,
        userType: 'student',
        first_name: session.first,
      };
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('id', String(session.id));
      localStorage.setItem('username', session.username);
      localStorage.setItem('token', session.token);
      localStorage.setItem('userType', 'student');
    },
    { language, session },
  );
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    const path = row.path === 'exam' ? await examAttempt(url, session) : row.path;
    await page.goto(`${url}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    if (row.before) {
      await quiet(page);
      await row.before(page, language);
      await page.waitForLoadState('networkidle');
    }
    await quiet(page);
    await page.evaluate((want) => {
      if (want.fresh) {
        for (const old of document.querySelectorAll(want.selector)) {
          old.setAttribute('data-touch-old', '');
        }
      }
      sessionStorage.removeItem('touch:seen');
      sessionStorage.removeItem('touch:start');
      sessionStorage.setItem('touch:want', JSON.stringify(want));
      window.touchWatch();
    }, row.want(language));
    const arm = (type) => page.evaluate((type) => sessionStorage.setItem('touch:arm', type), type);
    await row.act(page, arm, language);
    const deadline = Date.now() + LOST_MS;
    for (;;) {
      const times = await page
        .evaluate(() => [
          sessionStorage.getItem('touch:start'),
          sessionStorage.getItem('touch:seen'),
        ])
        .catch(() => [null, null]); // the page is changing for the next
      if (times[0] && times[1]) return Number(times[1]) - Number(times[0]);
      if (Date.now() > deadline) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await context.close();
  }
}

const web = webBuild(values.dist);
const server = await startServer({ env: { WEB_DIST_DIR: web.dist } });
const browser = await chromium.launch({ executablePath: values.chrome, args: CHROME_ARGS });
const { report, finish } = verdicts();
try {
  const student = await studentSession(server.url);
  console.log(
    `Machine: ${machine()}; ${values.chrome}, 4× CPU, 150 ms, 1.6 Mbps; median of ${RUNS}\n`,
  );
  for (const row of ROWS.filter((row) => !values.row || row.name.includes(values.row))) {
    for (const signedIn of [false, true]) {
      if (row.signedInOnly && !signedIn) continue;
      for (const language of ['ar', 'en']) {
        const tries = [];
        for (let run = 0; run < RUNS; run++) {
          tries.push(
            await measure(browser, server.url, row, {
              language,
              session: signedIn ? student : null,
            }),
          );
        }
        const figure = median(tries);
        const shown = Number.isFinite(figure) ? `${Math.round(figure)} ms` : 'lost';
        report(
          `${row.name}, ${signedIn ? 'signed in' : 'signed out'}, ${language}`,
          `${shown} (tries: ${tries.map((ms) => (Number.isFinite(ms) ? Math.round(ms) : 'lost')).join(', ')})`,
          `≤ ${row.target} ms`,
          figure <= row.target,
        );
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  web.cleanup();
}
finish();
