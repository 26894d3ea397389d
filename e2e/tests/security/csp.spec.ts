import { type APIRequestContext, expect, test } from '@playwright/test';
import { SERVER_STATE_ID } from '../../../apps/web/src/shared/lib/server-render.ts';
import { LANGUAGES, openIn, stubGoogleMap } from '../../support/fixtures';
import {
  adminSession,
  storeAdminSession,
  storeUserSession,
  verifiedAccount,
} from '../../support/sessions';
import { navigateInApp } from '../../support/spa';
import { expectInert, watchForScripts } from '../../support/xss';

/**
 * The SPA runs under a Content-Security-Policy without inline scripts or eval: the policy
 * says so, the built page complies, and no screen of the spec trips it in either language.
 */

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

test('HTML replies carry a policy with no inline script or eval, and the page has none', async ({
  request,
}) => {
  for (const path of ['/', '/teachers', '/admin/login']) {
    const reply = await request.get(path, { headers: { accept: 'text/html' } });
    expect(reply.headers()['content-type']).toMatch(/^text\/html/);
    const directives = directivesOf(reply.headers()['content-security-policy'] ?? '');
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toContain("'self'");
    // Nothing that would let markup or a string run: inline code, eval, any host or scheme.
    for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:']) {
      expect(directives.get('script-src')).not.toContain(loose);
    }
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    for (const sources of directives.values()) expect(sources).not.toContain("'unsafe-eval'");

    const html = await reply.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      // The server render's data: JSON the browser never runs.
      if (attributes.includes(`id="${SERVER_STATE_ID}"`)) {
        expect(attributes).toContain('type="application/json"');
        expect(() => JSON.parse(body)).not.toThrow();
        continue;
      }
      // The app's code, or on a drawn page the file that loads it after the first paint.
      expect(attributes).toMatch(/\ssrc="\/(?:assets\/[^"]+\.js|start-app\.js)"/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  }
});

async function idsFor(request: APIRequestContext) {
  const data = async (path: string) => (await (await request.get(path)).json()).data;
  const grade = (await data('/api/grades')).find(
    (row: { grade_key: string }) => row.grade_key === 'grade7',
  );
  const [subject] = await data(`/api/subjects?grade_id=${grade.id}&semester=first`);
  const [teacher] = await data('/api/teachers?limit=1');
  const [post] = await data('/api/blogs?limit=1');
  return { grade: grade.id, subject: subject.id, teacher: teacher.id, post: post.id };
}

/** The public screens after the home page, by path. */
const PUBLIC_ROUTES = (ids: Awaited<ReturnType<typeof idsFor>>) => [
  '/educational-level',
  '/educational-level/intermediate',
  '/educational-level/high-school',
  `/materialsClass/${ids.grade}`,
  `/course-content/${ids.subject}/1`,
  ...['book', 'lesson', 'worksheets', 'summaries', 'exams', 'teachers-guide'].map(
    (material) => `/course-content/${ids.subject}/1/${material}`,
  ),
  '/teachers',
  `/teachers-details/${ids.teacher}`,
  '/blog',
  `/blogDetails/${ids.post}`,
  '/contact',
  '/about',
  '/services',
  '/faqs',
  '/privacy',
  '/terms',
  '/login/user-type',
  '/signup/user-type',
  '/login/student',
  '/login/teacher',
  '/signup/student',
  '/signup/teacher',
  '/forgot/student',
  '/forgot/teacher',
  '/no-such-page',
  '/admin/login',
];
const CONSOLE_ROUTES = (ids: Awaited<ReturnType<typeof idsFor>>) => [
  '/admin/catalogue/subjects',
  '/admin/catalogue/lessons',
  '/admin/blog',
  '/admin/reviews',
  '/admin/teachers',
  `/admin/teachers/${ids.teacher}`,
  '/admin/inbox',
  '/admin/questions',
];

for (const language of LANGUAGES) {
  test(`every screen renders under the policy without a violation (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await stubGoogleMap(page);
    const signs = await watchForScripts(page);
    const [ids, student, teacher, admin] = await Promise.all([
      idsFor(request),
      verifiedAccount(request, 'student'),
      verifiedAccount(request, 'teacher'),
      adminSession(request),
    ]);
    // A full load shows the policy at work on the first document; the SPA's own navigation
    // (as a visitor clicks through) then loads every other screen's code and data under it.
    const load = async (path: string) => {
      await page.goto(path);
      await expect(page.locator('h1').first(), path).toHaveText(/\S/);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    };
    await openIn(page, language, '/');
    await load('/');
    for (const path of PUBLIC_ROUTES(ids)) await navigateInApp(page, path);
    await storeUserSession(page, 'student', student);
    await load('/profile/student');
    await navigateInApp(page, '/join?code=ABC234');
    await storeUserSession(page, 'teacher', teacher);
    await load('/profile/teacher');
    await navigateInApp(page, '/teacher/classes');
    await storeAdminSession(page, admin);
    const [consoleHome, ...consoleRest] = CONSOLE_ROUTES(ids);
    await load(consoleHome as string);
    for (const path of consoleRest) await navigateInApp(page, path);
    // Late requests (pictures, lazy chunks) of the last screen report before the check.
    await page.waitForLoadState('networkidle');
    await expectInert(page, signs);
  });
}
