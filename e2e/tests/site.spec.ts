import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../../apps/api/scripts/server-flags.mjs';
import {
  chooseLanguageCookie,
  collectConsoleErrors,
  expectNoSeriousA11yViolations,
  openIn,
  stubGoogleMap,
} from '../support/fixtures';
import { holdRequests, navigateInApp, openDrawnByBrowser } from '../support/spa';

test.beforeEach(({ page }) => stubGoogleMap(page));

const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });

test.describe('public pages', () => {
  // Each page's h1, title, description and link-preview tags: accessibility.spec.ts, with its scan.
  test('home leads to the grades, services, blog and sign-up', async ({ page }) => {
    await openIn(page, 'en', '/');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/educational-level"]').first()).toBeVisible();
    await expect(main.locator('a[href="/educational-level/intermediate"]')).toBeVisible();
    await expect(main.locator('a[href="/educational-level/high-school"]')).toBeVisible();
    await expect(
      main.locator('a[href^="/materialsClass/"]').filter({ hasText: /^\d+/ }),
    ).toHaveCount(12);
    await expect(main.getByRole('heading', { name: 'Course Activation Cards' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Activate a card' })).toHaveAttribute(
      'href',
      '/activate',
    );
    await expect(main.locator('a[href^="/blogDetails/"]')).toHaveCount(3);
    await expect(main.locator('a[href="/signup/student"]')).toBeVisible();
  });

  test('about has the four reasons; services the six cards', async ({ page }) => {
    await openIn(page, 'en', '/about');
    for (const name of [
      'Diverse Courses',
      'Expert Instructors',
      'Flexible Learning',
      'Interactive Learning',
    ]) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    for (const name of ['Our team', 'Our mission', 'Our vision']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await page.goto('/services');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Question Bank' })).toBeVisible();
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await openIn(page, 'en', '/faqs');
    const triggers = page.getByRole('main').getByRole('button');
    await expect(triggers).toHaveCount(5);
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });
});

test('a link previewer that runs no script sees the teacher or post a shared link shows', async ({
  browser,
  request,
}) => {
  const teacher = (await (await request.get('/api/teachers?limit=1')).json()).data[0];
  const post = (await (await request.get('/api/blogs?limit=1')).json()).data[0];
  const previewer = await browser.newContext({ javaScriptEnabled: false });
  const page = await previewer.newPage();
  const tag = (property: string) => page.locator(`meta[property="${property}"]`);

  await page.goto(`/teachers-details/${teacher.id}`);
  const name = `${teacher.first_name} ${teacher.last_name}`;
  await expect(page).toHaveTitle(`${name} - Madrasa | مدرسة`);
  await expect(tag('og:title')).toHaveAttribute('content', `${name} - Madrasa | مدرسة`);
  await expect(tag('og:type')).toHaveAttribute('content', 'profile');
  await expect(tag('og:image')).toHaveAttribute(
    'content',
    new RegExp(`^http://[^/]+${teacher.photo}$`),
  );

  await page.goto(`/blogDetails/${post.id}`);
  await expect(tag('og:title')).toHaveAttribute('content', `${post.title_ar} - Madrasa | مدرسة`);
  await expect(tag('og:type')).toHaveAttribute('content', 'article');

  await page.goto('/about');
  await expect(page).toHaveTitle('Madrasa | مدرسة');
  await expect(tag('og:description')).toHaveAttribute('content', /^مدرسة \(Madrasa\)/);
  await previewer.close();
});

test.describe('blog', () => {
  test('lists posts "By Admin" with a 75-character preview, and opens one', async ({ page }) => {
    await openIn(page, 'en', '/blog');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText('By Admin');
    const preview = await cards.first().locator('p').last().textContent();
    expect(preview?.endsWith('...')).toBe(true);
    expect(preview?.length).toBeLessThanOrEqual(78);
    const title = await cards.first().getByRole('heading').textContent();
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blogDetails\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  test('shows the post in Arabic with the Arabic fields', async ({ page }) => {
    await openIn(page, 'ar', '/blogDetails/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.getByText('بواسطة المشرف')).toBeVisible();
  });

  test('a missing post shows "Blog Post Not Found" with a link to the blog', async ({ page }) => {
    await openIn(page, 'en', '/blogDetails/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
    await expect(page.getByRole('alert')).toContainText('Blog post not found');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('says when there are no posts, or when they cannot be fetched', async ({ page }) => {
    // Reached from another screen, so the browser asks for the posts (see openDrawnByBrowser).
    await page.route('**/api/blogs?*', (route) =>
      route.fulfill({ json: { status: 'success', data: [], next_cursor: null } }),
    );
    await openDrawnByBrowser(page, 'en', '/blog');
    await expect(page.getByText('No blogs available')).toBeVisible();

    await page.unrouteAll();
    await page.route('**/api/blogs?*', (route) => route.fulfill({ status: 500, body: '' }));
    await openDrawnByBrowser(page, 'en', '/blog');
    await expect(page.getByText('Something went wrong while fetching blogs')).toBeVisible();

    await page.unrouteAll();
    await page.route('**/api/blogs?*', (route) => route.abort('internetdisconnected'));
    await openDrawnByBrowser(page, 'en', '/blog');
    await expect(
      page.getByText('Network error. Please check your internet connection.'),
    ).toBeVisible();

    await page.unrouteAll();
    await page.route('**/api/blogs/1', (route) => route.fulfill({ status: 502, body: '' }));
    await openDrawnByBrowser(page, 'en', '/blogDetails/1');
    await expect(page.getByText('Something went wrong while fetching the blog post')).toBeVisible();
  });
});

test.describe('contact', () => {
  test('shows the settings: phone, e-mail, Amman - Jordan, social links and the map', async ({
    page,
  }) => {
    const config = await (await page.request.get('/api/config')).json();
    await openIn(page, 'en', '/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Phone' })).toBeVisible();
    await expect(main.getByText(config.data.contact.phone).first()).toBeVisible();
    await expect(main.getByText(config.data.contact.email).first()).toBeVisible();
    await expect(main.getByText('Amman - Jordan')).toBeVisible();
    await expect(main.locator('a[href*="instagram.com"]')).toHaveAttribute('target', '_blank');
    const map = main.locator('iframe');
    await expect(map).toHaveAttribute('src', config.data.contact.map_embed_url);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('title', /Amman - Jordan/);
    const view = main.getByRole('link', { name: /View location/ });
    await expect(view).toHaveAttribute('href', config.data.contact.map_url);
    await expect(view).toHaveAttribute('target', '_blank');
  });

  test('checks the fields, sends the message and reports failures with the spec texts', async ({
    page,
  }) => {
    await openIn(page, 'en', '/contact');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await expect(toast(page, 'All fields except message are required')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Full name').fill('Huda Saleh');
    await page.getByLabel('Phone number').fill('0791234567');
    await page.getByLabel('E-mail').fill('huda@example.com');
    await page.getByLabel('Subject').fill('Tawjihi physics');
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('Will you add more past exams for physics?');

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/inbox', async (route) => {
      await held;
      await route.continue();
    });
    await send.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(toast(page, 'Message sent successfully')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');

    await page.unrouteAll();
    const fill = async () => {
      await page.getByLabel('Full name').fill('Huda Saleh');
      await page.getByLabel('Phone number').fill('0791234567');
      await page.getByLabel('E-mail').fill('huda@example.com');
      await page.getByLabel('Subject').fill('Again');
    };
    await page.route('**/api/inbox', (route) =>
      route.fulfill({
        status: 422,
        json: { status: 'error', code: 'validation_failed', message: 'x' },
      }),
    );
    await fill();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(page, 'Invalid input data. Please check your inputs.')).toBeVisible();

    await page.unrouteAll();
    await page.route('**/api/inbox', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(toast(page, 'Something went wrong')).toBeVisible();
  });

  test('what a visitor types and sends before the app takes the page over is sent (Arabic, phone)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The drawn page, with the app's code on its way for as long as the visitor types.
    const release = await holdRequests(page, '**/assets/*.js');
    await chooseLanguageCookie(page, 'ar');
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('الاسم الكامل').fill('هُدى صالِح');
    await page.getByLabel('رقم الهاتف').fill('٠٧٩١٢٣٤٥٦٧');
    await page.getByLabel('البريد الإلكتروني').fill('huda@example.com');
    await page.getByLabel('الموضوع').fill('امتحانات الفيزياء');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();

    const sent = page.waitForRequest('**/api/inbox');
    release();
    expect((await sent).postDataJSON()).toMatchObject({
      full_name: 'هُدى صالِح',
      phone_number: '+962791234567',
      email: 'huda@example.com',
      subject: 'امتحانات الفيزياء',
    });
    await expect(toast(page, 'تم إرسال الرسالة بنجاح')).toBeVisible();
    await expect(page.getByLabel('الاسم الكامل')).toHaveValue('');
  });

  test('speaks Arabic', async ({ page }) => {
    await openIn(page, 'ar', '/contact');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(toast(page, 'جميع الحقول مطلوبة باستثناء الرسالة')).toBeVisible();
  });
});

/** The toggle (the window's own close button has the same name but no aria-expanded). */
const chatButton = (page: Page, expanded = false) =>
  page.getByRole('button', { name: expanded ? 'Close the chat' : 'Ask about the exams', expanded });

test.describe('chatbot', () => {
  test('a visitor is asked to log in; the window is a labelled dialog with focus handling', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openIn(page, 'en', '/about');
    await chatButton(page).click();
    await expect(chatButton(page, true)).toHaveAttribute('aria-controls', /.+/);
    const dialog = page.getByRole('dialog', { name: 'Expected exam questions' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your question')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page, 'Please enter a question.')).toBeVisible();
    await dialog.getByLabel('Your question').fill('Will the derivative rules come in this year?');
    await dialog.getByLabel('Your question').press('Enter');
    await expect(toast(page, 'Student ID not found. Please log in.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('is not shown on the auth screens', async ({ page }) => {
    await openIn(page, 'en', '/services');
    await expect(chatButton(page)).toBeVisible();
    // The auth screens' layout has no widget slot: it is gone as soon as the screen is drawn.
    await navigateInApp(page, '/login/student');
    await expect(chatButton(page)).toHaveCount(0);
  });

  test('closes after 30 s without typing or sending, typing restarts the count', async ({
    page,
  }) => {
    await page.clock.install();
    await openIn(page, 'en', '/services');
    await page.clock.runFor(6000);
    await chatButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Expected exam questions' });
    await expect(dialog).toBeVisible();

    await page.clock.runFor(20_000);
    await dialog.getByLabel('Your question').fill('A question');
    await page.clock.runFor(20_000);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(10_500);
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Chatbot closed due to inactivity.')).toBeVisible();
    await expect(chatButton(page)).toBeVisible();
  });

  test('a signed-in student sends a question; a failure says so', async ({ page }) => {
    const login = await page.request.post('/api/student/login', {
      data: { login: 'sara.student@example.com', password: 'Madrasa#2026' },
    });
    expect(login.status()).toBe(200);
    const { token, id, username } = (await login.json()).data;
    await page.addInitScript(
      (session) => {
        localStorage.setItem('user', JSON.stringify({ ...session, userType: 'student' }));
        localStorage.setItem('id', String(session.id));
        localStorage.setItem('token', session.token);
        localStorage.setItem('username', session.username);
        localStorage.setItem('userType', 'student');
      },
      { token, id, username },
    );
    await openIn(page, 'ar', '/blog');
    await page.getByRole('button', { name: 'اسأل عن الامتحانات' }).click();
    const dialog = page.getByRole('dialog', { name: 'أسئلة الامتحانات المتوقعة' });
    const input = dialog.getByLabel('سؤالك');
    await input.fill('هل سيأتي سؤال عن قاعدة السلسلة في امتحان الرياضيات؟');

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/student-questions', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'إرسال' }).click();
    await expect(input).toBeDisabled();
    release();
    await expect(toast(page, 'تم إرسال السؤال بنجاح!')).toBeVisible();
    await expect(dialog.getByRole('log')).toContainText('قاعدة السلسلة');
    await expect(input).toHaveValue('');

    await page.unrouteAll();
    await page.route('**/api/student-questions', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await input.fill('سؤال آخر');
    await input.press('Enter');
    await expect(toast(page, 'تعذّر إرسال السؤال. يرجى المحاولة مرة أخرى.')).toBeVisible();
  });
});

test.describe('pre-launch mode', () => {
  test.describe.configure({ mode: 'serial' });
  const port = Number(process.env.E2E_PORT ?? 3199) + 1;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const root = resolve(import.meta.dirname, '../..');
    dataDir = mkdtempSync(join(tmpdir(), 'madrasa-e2e-prelaunch-'));
    // The compiled server the suite's own server runs (npm test builds it first).
    const serverJs = join(root, 'apps/api/dist/server.js');
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverJs], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LAUNCH_MODE: 'prelaunch',
        // Nothing here plays a video: no ladders made beside the suite.
        VIDEO_TRANSCODE: 'false',
        EXAM_SITE_URL: 'https://exams.example.jo/',
      },
    });
    // Polled until it answers or exits: its first start seeds and syncs the demo data, which
    // takes as long as the machine needs (the hook's time limit is the only ceiling).
    while (server.exitCode === null) {
      const healthy = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((done) => setTimeout(done, 500));
    }
    throw new Error(`the pre-launch server exited with code ${server.exitCode}`);
  });

  test.afterAll(async () => {
    // Its data dir goes once it has stopped: a server still writing would leave files behind.
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server?.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('/ is the Arabic landing page without the site layout', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلاً بكم في مدرسة');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    const exam = page.getByRole('link', { name: /الانتقال إلى موقع الامتحانات/ });
    await expect(exam).toHaveAttribute('href', 'https://exams.example.jo/');
    await expect(exam).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /تابعونا/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByText('سيتم تفعيلها قريبًا')).toBeVisible();
    await expect(page.getByText('عمّان - الأردن')).toBeVisible();
    await expect(page.getByRole('button', { name: 'اسأل عن الامتحانات' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('/ is bare from the first paint, before /api/config answers', async ({ page }) => {
    const release = await holdRequests(page, '**/api/config');
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلاً بكم في مدرسة');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    release();
  });

  test('other pages keep the normal layout', async ({ page }) => {
    await page.goto(`${base}/about`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('in live mode / is Home with the header and footer', async ({ page }) => {
  await openIn(page, 'ar', '/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'موادّك المدرسية كلها في مكان واحد',
  );
});
