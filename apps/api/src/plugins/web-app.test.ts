import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';
const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built web app', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-web-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(distDir, 'assets', 'app-1a2b.js'), 'console.log("madrasa");');
    // The copies the build compresses once (apps/web/vite.config.ts).
    for (const file of ['index.html', 'assets/app-1a2b.js']) {
      const source = path.join(distDir, file);
      const text = file.endsWith('.html') ? INDEX_HTML : 'console.log("madrasa");';
      await writeFile(`${source}.br`, brotliCompressSync(text));
      await writeFile(`${source}.gz`, gzipSync(text));
    }
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / with page security headers and no caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: PAGE });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('frame-src https://www.google.com https://maps.google.com');
    expect(csp).toContain("img-src 'self' data:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/teachers-details/3', '/course-content/12/1/worksheets', '/login/conformation'])(
    'answers the deep link %s with index.html (history fallback)',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: PAGE });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

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

    const page = await t.app.inject({
      method: 'GET',
      url: '/teachers',
      headers: { ...PAGE, 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toBeDefined();
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

  it('answers a missing asset with a 404 envelope, not the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-9z.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', code: 'not_found' });
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
