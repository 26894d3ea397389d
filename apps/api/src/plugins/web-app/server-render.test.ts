import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { STAND_IN_CSS, writeStandInWebBuild } from '../../test-support/stand-in-web-build.ts';

const PAGE = { accept: 'text/html', host: 'madrasa.example' };

describe('server-rendered pages', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await writeStandInWebBuild();
    t = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { ...PAGE, cookie } : PAGE });

  it('puts the page drawn with the API’s own data in #root, in Arabic by default', async () => {
    const page = await get('/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toMatch(
      /<div id="root"><h1>ar 200 grades=12 render=\d+<\/h1><noscript><a href="\/language">other<\/a><\/noscript><\/div>/,
    );
    expect(page.body).toContain('<script type="application/json" id="server-state">{}</script>');
    // Works without scripts, so the note asking for them goes (the page's own <noscript>
    // stays), and the app's code, which only takes the page over, is asked for by
    // start-app.js once the visitor reaches for it.
    expect(page.body).not.toContain('needs JavaScript');
    expect(page.body).toContain(
      '<script defer src="/start-app.js" data-entry="/assets/app-1a2b.js" data-preload="/assets/react-3c4d.js"></script>',
    );
    expect(page.body).not.toContain('type="module"');
    expect(page.body).not.toContain('modulepreload');
    // The stylesheet is in the page: the first paint needs no second request.
    expect(page.body).toContain(`<style>${STAND_IN_CSS}</style>`);
    expect(page.body).not.toContain('rel="stylesheet"');
  });

  it('renders in the language the reader chose (the lang cookie), Arabic for anything else', async () => {
    const english = await get('/services', 'theme=dark; lang=en');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<h1>en 200 grades=12');
    // Installed from this page, the app takes its English names.
    expect(english.body).toContain('<link rel="manifest" href="/manifest.en.webmanifest" />');
    expect(english.headers.vary).toContain('cookie');
    const unknown = await get('/services', 'lang=fr');
    expect(unknown.body).toContain('<html lang="ar" dir="rtl">');
    expect(unknown.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('keeps each language’s page until a write forgets it', async () => {
    const render = (body: string) => /render=(\d+)/.exec(body)?.[1];
    const first = await get('/faqs', 'lang=en');
    const again = await get('/faqs', 'lang=en');
    expect(render(again.body)).toBe(render(first.body));
    const arabic = await get('/faqs');
    expect(render(arabic.body)).not.toBe(render(first.body));

    // Made once, whatever compression each browser accepts.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const compressed = await t.app.inject({
        method: 'GET',
        url: '/faqs',
        headers: { ...PAGE, cookie: 'lang=en', 'accept-encoding': encoding },
      });
      expect(compressed.headers['content-encoding'] ?? 'identity').toBe(encoding);
      const body = (
        encoding === 'br'
          ? brotliDecompressSync(compressed.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(compressed.rawPayload)
            : compressed.rawPayload
      ).toString();
      expect(render(body)).toBe(render(first.body));
    }

    await t.app.forgetPublicReplies();
    const afterWrite = await get('/faqs', 'lang=en');
    expect(Number(render(afterWrite.body))).toBeGreaterThan(Number(render(arabic.body)));
  });

  it('sends the page without content when the render fails or declines it', async () => {
    for (const url of ['/fails', '/login']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain('needs JavaScript');
      expect(page.body, url).toContain('<html lang="ar" dir="rtl">');
      // Drawn by the browser, its code is what the first paint waits for.
      expect(page.body, url).toContain('<script type="module" crossorigin src=');
    }
  });

  it('never serves the server render’s own files', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/.ssr/entry-server.js' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('renderPage');
  });

  it('starts and sends pages without content when the server render cannot be loaded', async () => {
    const broken = await writeStandInWebBuild();
    await writeFile(path.join(broken, '.ssr', 'entry-server.js'), "import 'no-such-package';\n");
    const other = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: broken } });
    try {
      for (let i = 0; i < 2; i++) {
        const page = await other.app.inject({ method: 'GET', url: '/about', headers: PAGE });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id="root"></div>');
      }
    } finally {
      await other.close();
      await rm(broken, { recursive: true, force: true });
    }
  });
});
