import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import {
  SAVED_FILES_CACHE,
  SERVICE_WORKER_PATH,
  SHARE_DESCRIPTION_MAX,
  WEB_MANIFEST,
} from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, teachers } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createTeacher } from '../../test-support/factories.ts';

const SITE_DESCRIPTION = `منصة &amp; دروس ${'وكتب وملخصات وأوراق عمل '.repeat(8)}`;
const INDEX_HTML = `<!doctype html><html lang="ar" dir="rtl"><head><meta name="description" content="${SITE_DESCRIPTION}" /><title>Madrasa | مدرسة</title><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>`;
const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', host: 'madrasa.example' };
/** What the web build copies as it is into its dist folder: the manifests and their icons. */
const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');

const BUILT_WORKER = 'self.__madrasaWorker = true;';

const ogTag = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1];

describe('the built web app', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-web-dist-'));
    await cp(WEB_PUBLIC, distDir, { recursive: true });
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, 'assets', 'app-1a2b.js'), 'console.log("madrasa");');
    // The copies the build compresses once (apps/web/vite.config.ts).
    const script = path.join(distDir, 'assets', 'app-1a2b.js');
    await writeFile(`${script}.br`, brotliCompressSync('console.log("madrasa");'));
    await writeFile(`${script}.gz`, gzipSync('console.log("madrasa");'));
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(distDir, 'sw.js'), BUILT_WORKER);
    t = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / with page security headers and no caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: PAGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<script type="module" src="/assets/app-1a2b.js"></script>');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('frame-src https://www.google.com https://maps.google.com');
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("manifest-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('writes the launch mode into every page, so a pre-launch / is bare from the first paint', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/about', headers: PAGE });
    expect(live.body).toContain('<meta name="launch-mode" content="live" />');
    const prelaunch = await buildTestApp({
      seed: false,
      env: { WEB_DIST_DIR: distDir, LAUNCH_MODE: 'prelaunch' },
    });
    try {
      const page = await prelaunch.app.inject({ method: 'GET', url: '/', headers: PAGE });
      expect(page.body).toContain('<meta name="launch-mode" content="prelaunch" />');
    } finally {
      await prelaunch.close();
    }
  });

  it.each(['/teachers-details/3', '/course-content/12/1/worksheets', '/login/conformation'])(
    'answers the deep link %s with index.html (history fallback)',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: PAGE });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it('gives every page the site preview: title, description, absolute picture and address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about?ref=1', headers: PAGE });
    const html = response.body;
    expect(html).toContain('<title>Madrasa | مدرسة</title>');
    expect(ogTag(html, 'og:title')).toBe('Madrasa | مدرسة');
    expect(ogTag(html, 'og:description')).toBe(SITE_DESCRIPTION);
    expect(ogTag(html, 'og:image')).toBe('http://madrasa.example/og-image.png');
    expect(ogTag(html, 'og:url')).toBe('http://madrasa.example/about?ref=1');
    expect(ogTag(html, 'og:type')).toBe('website');
    expect(ogTag(html, 'og:locale')).toBe('ar_JO');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it.each(['/', '/teachers-details/3'])(
    'answers %s with the page for previewers that accept anything, or say nothing',
    async (url) => {
      for (const headers of [{ accept: '*/*' }, {}]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root"></div>');
      }
    },
  );

  it('escapes the address it repeats', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/teachers?q="><script>alert(1)</script>',
      headers: PAGE,
    });
    expect(ogTag(response.body, 'og:url')).toMatch(
      /^http:\/\/madrasa\.example\/teachers\?q=[^"<>]+$/,
    );
    expect(response.body).not.toContain('<script>alert');
  });

  it('sends the compressed copy the browser accepts, cached as the file it stands for', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log("madrasa");');

    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('compresses the rendered page for browsers that accept it', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/teachers',
      headers: { ...PAGE, 'accept-encoding': 'br, gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toBeDefined();
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(ogTag(html, 'og:url')).toBe('http://madrasa.example/teachers');
  });

  it('caches hashed assets for a year, without page headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('serves other public files with short caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['ar', 'rtl', 'مدرسة'],
    ['en', 'ltr', 'Madrasa'],
  ] as const)(
    'serves the %s manifest as a manifest, naming icons the build has',
    async (lang, dir, name) => {
      const response = await t.app.inject({ method: 'GET', url: WEB_MANIFEST[lang] });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = response.json();
      expect(manifest).toMatchObject({ lang, dir, name, id: '/', start_url: '/', scope: '/' });
      expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#0f766e' });
      const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of icons) {
        const image = await t.app.inject({ method: 'GET', url: icon.src });
        expect(image.statusCode, icon.src).toBe(200);
        expect(image.headers['content-type'], icon.src).toBe(icon.type);
        // A PNG's IHDR chunk: width and height at bytes 16 and 20.
        const png = image.rawPayload;
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
      }
    },
  );

  it('serves the offline service worker never cached, and pages without the kill switch', async () => {
    const worker = await t.app.inject({ method: 'GET', url: SERVICE_WORKER_PATH });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe(BUILT_WORKER);
    const page = await t.app.inject({ method: 'GET', url: '/about', headers: PAGE });
    expect(page.body).not.toContain('name="service-worker"');
  });

  it('answers a missing asset with a 404 envelope, not the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-9z.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', code: 'not_found' });
  });

  describe('the language switch for readers without scripts', () => {
    const choose = (query: string) =>
      t.app.inject({ method: 'GET', url: `/language?${query}`, headers: PAGE });

    it('keeps the choice in the cookie pages are rendered by, and goes back to the page', async () => {
      const back = encodeURIComponent('/teachers?subject=الرياضيات');
      const response = await choose(`to=en&back=${back}`);
      expect(response.statusCode).toBe(303);
      expect(decodeURI(String(response.headers.location))).toBe('/teachers?subject=الرياضيات');
      expect(response.headers['set-cookie']).toBe(
        'lang=en; Max-Age=31536000; Path=/; SameSite=Lax',
      );
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('never sends the reader to another site', async () => {
      for (const back of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '']) {
        const response = await choose(`to=ar&back=${encodeURIComponent(back)}`);
        expect(response.statusCode, back).toBe(303);
        expect(response.headers.location, back).toBe('/');
      }
    });

    it('refuses a language it does not offer, and sets nothing', async () => {
      const response = await choose('to=fr&back=/');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 'error', code: 'validation_failed' });
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('link previews of the pages that show one thing', () => {
    const preview = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: PAGE });
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    it('names a public teacher, with the about text and photo', async () => {
      const teacher = await createTeacher(t.app.db, {
        first_name: 'ليلى',
        last_name: 'العبادي',
        about_you: `معلمة   رياضيات\n${'م'.repeat(200)}`,
        photo: 'teachers/laila.webp',
      });
      const html = await preview(`/teachers-details/${teacher.id}`);
      expect(html).toContain('<title>ليلى العبادي - Madrasa | مدرسة</title>');
      expect(ogTag(html, 'og:title')).toBe('ليلى العبادي - Madrasa | مدرسة');
      expect(ogTag(html, 'og:type')).toBe('profile');
      expect(ogTag(html, 'og:image')).toBe('http://madrasa.example/storage/teachers/laila.webp');
      const description = ogTag(html, 'og:description') ?? '';
      expect(description.startsWith('معلمة رياضيات ممم')).toBe(true);
      expect([...description]).toHaveLength(SHARE_DESCRIPTION_MAX + 3);
      expect(description.endsWith('...')).toBe(true);
    });

    it('keeps a rendered page until something public changes', async () => {
      const teacher = await createTeacher(t.app.db, { first_name: 'سامي', last_name: 'الحداد' });
      const url = `/teachers-details/${teacher.id}`;
      expect(await preview(url)).toContain('<title>سامي الحداد - Madrasa | مدرسة</title>');
      await t.app.db
        .update(teachers)
        .set({ first_name: 'سامر' })
        .where(eq(teachers.id, teacher.id));
      // Kept: the change was made behind the API's back.
      expect(await preview(url)).toContain('<title>سامي الحداد - Madrasa | مدرسة</title>');
      await t.app.forgetPublicReplies();
      expect(await preview(url)).toContain('<title>سامر الحداد - Madrasa | مدرسة</title>');
    });

    it('gives hidden, unverified, unknown and malformed teachers the site preview', async () => {
      const hidden = await createTeacher(t.app.db, { first_name: 'Hidden', hidden: true });
      const unverified = await createTeacher(t.app.db, { first_name: 'New', verified_at: null });
      for (const id of [hidden.id, unverified.id, 999_999, 99_999_999_999, '1e3', 'x']) {
        const html = await preview(`/teachers-details/${id}`);
        expect(ogTag(html, 'og:title')).toBe('Madrasa | مدرسة');
        expect(html).not.toContain('Hidden');
      }
    });

    it('names a blog post in Arabic as an article, with its picture', async () => {
      const [post] = await t.app.db
        .insert(blogs)
        .values({
          title_ar: 'نصائح للامتحان',
          title_en: 'Exam tips',
          topic_ar: 'دراسة',
          topic_en: 'Study',
          content_ar: 'نم جيدا قبل الامتحان.',
          content_en: 'Sleep well before the exam.',
          image: 'blogs/tips.webp',
        })
        .returning();
      const html = await preview(`/blogDetails/${post?.id}`);
      expect(ogTag(html, 'og:title')).toBe('نصائح للامتحان - Madrasa | مدرسة');
      expect(ogTag(html, 'og:description')).toBe('نم جيدا قبل الامتحان.');
      expect(ogTag(html, 'og:type')).toBe('article');
      expect(ogTag(html, 'og:image')).toBe('http://madrasa.example/storage/blogs/tips.webp');
    });

    it('keeps stored markup inert', async () => {
      const teacher = await createTeacher(t.app.db, {
        first_name: '</title><script>alert(1)</script>',
        last_name: '"><img src=x onerror=alert(2)>',
        about_you: "<b>bold</b> & 'quoted'",
      });
      const html = await preview(`/teachers-details/${teacher.id}`);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(ogTag(html, 'og:description')).toBe('&lt;b&gt;bold&lt;/b&gt; &amp; &#39;quoted&#39;');
      expect(html.match(/<title>/g)).toHaveLength(1);
    });
  });

  it.each(['/api/unknown', '/api', '/storage/none.webp'])(
    'never answers %s with the page, even for a browser',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: PAGE });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );
});

describe('the service worker kill switch (SERVICE_WORKER=false)', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-web-dist-'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, 'sw.js'), BUILT_WORKER);
    t = await buildTestApp({
      seed: false,
      env: { WEB_DIST_DIR: distDir, SERVICE_WORKER: 'false' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers /sw.js with a worker that empties the caches but the saved files, and leaves', async () => {
    const worker = await t.app.inject({ method: 'GET', url: `${SERVICE_WORKER_PATH}?v=2` });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).not.toContain(BUILT_WORKER);
    expect(worker.body).toContain('self.skipWaiting()');
    expect(worker.body).toContain(`if (name !== '${SAVED_FILES_CACHE}') await caches.delete(name)`);
    expect(worker.body).toContain('self.registration.unregister()');
  });

  it('tells every page to unregister the worker', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login', headers: PAGE });
    expect(page.body).toContain('<meta name="service-worker" content="off" />');
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('tells how to build it at /', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });

  it('still serves the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
