import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const STAND_IN_INDEX_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>Madrasa</title><link rel="manifest" href="/manifest.webmanifest" /><script type="module" crossorigin src="/assets/app-1a2b.js"></script><link rel="modulepreload" crossorigin href="/assets/react-3c4d.js"><link rel="stylesheet" crossorigin href="/assets/app-5e6f.css"></head><body><div id="root"></div><noscript><p>needs JavaScript</p></noscript></body></html>';
export const STAND_IN_CSS = 'main{display:flex}';

/**
 * Stands in for the web build's server render (apps/web/src/app/server-render): a teacher
 * page lists the teacher's uploads, any other page counts the grades, both read through the
 * fetch the API gives it, with a <noscript> of its own as the header's language links are.
 * It counts its renders, fails on /fails and declines /login, as the real one declines pages
 * it does not render.
 */
const STAND_IN_RENDER = `
let renders = 0;
export async function renderPage({ url, language, fetch }) {
  const { pathname } = new URL(url);
  if (pathname === '/fails') throw new Error('the page could not be drawn');
  if (pathname === '/login') return null;
  const teacher = /^\\/teachers-details\\/(\\d+)$/.exec(pathname);
  const api = teacher ? '/api/teacher-uploads/' + teacher[1] : '/api/grades';
  const reply = await fetch(api, { headers: { 'Accept-Language': language } });
  const { data } = await reply.json();
  renders += 1;
  const content = teacher
    ? '<ul>' + data.map((file) => '<li>' + file.file_name + '</li>').join('') + '</ul>'
    : '<h1>' + language + ' ' + reply.status + ' grades=' + data.length + ' render=' + renders + '</h1>' +
      '<noscript><a href="/language">other</a></noscript>';
  return {
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    root: content,
    state: '<script type="application/json" id="server-state">{}</script>',
  };
}
`;

/** A web build folder with index.html and the stand-in server render; the caller removes it. */
export async function writeStandInWebBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'madrasa-web-ssr-'));
  await mkdir(path.join(dir, '.ssr'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), STAND_IN_INDEX_HTML);
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'app-5e6f.css'), STAND_IN_CSS);
  await writeFile(path.join(dir, '.ssr', 'entry-server.js'), STAND_IN_RENDER);
  return dir;
}
