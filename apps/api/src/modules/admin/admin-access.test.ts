import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestKit, startAdminTestKit } from '../../test-support/kits/admin-test-kit.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Route = { method: Method; url: string };

/** The admin routes anyone may call: the sign-in and the first-run setup. */
const PUBLIC = new Set(['POST /api/admin/login', 'GET /api/admin/setup', 'POST /api/admin/setup']);

/**
 * Every admin route, read from the OpenAPI document the server generates from its routes,
 * so a route added later is covered without editing this test.
 */
async function adminRoutes(t: AdminTestKit): Promise<Route[]> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries<Record<string, unknown>>(document.paths)) {
    if (!path.startsWith('/api/admin/')) continue;
    for (const method of Object.keys(operations)) {
      const route = { method: method.toUpperCase() as Method, url: path };
      if (PUBLIC.has(`${route.method} ${path}`)) continue;
      // Path parameters get a plausible value: the check must answer before they matter.
      routes.push({ ...route, url: path.replace('{kind}', 'files').replace(/\{\w+\}/g, '1') });
    }
  }
  return routes;
}

describe('every admin route refuses everyone but admins', () => {
  let t: AdminTestKit;
  let routes: Route[];
  beforeAll(async () => {
    t = await startAdminTestKit();
    routes = await adminRoutes(t);
  });
  afterAll(() => t?.close());

  it('finds the whole admin API in the route table', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'PATCH /api/admin/grades/1',
        'POST /api/admin/subjects',
        'DELETE /api/admin/subject-units/1',
        'POST /api/admin/lessons',
        'PATCH /api/admin/teacher-guides/1',
        'POST /api/admin/blogs',
        'PATCH /api/admin/reviews/1',
        'DELETE /api/admin/teacher-uploads/files/1',
        'PATCH /api/admin/inbox/1',
        'GET /api/admin/student-questions',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(45);
  });

  const callers = [
    { who: 'a visitor', token: () => null, status: 401, code: 'unauthenticated' },
    { who: 'an unknown token', token: () => 'x'.repeat(43), status: 401, code: 'unauthenticated' },
    { who: 'a student', token: () => t.tokens.student, status: 403, code: 'forbidden' },
    { who: 'a teacher', token: () => t.tokens.teacher, status: 403, code: 'forbidden' },
  ];

  it.each(callers)('answers $status to $who on every route', async ({ token, status, code }) => {
    for (const route of routes) {
      const response = await t.call({ ...route, token: token(), body: {} });
      expect({ route, status: response.statusCode }).toEqual({ route, status });
      expect(response.json()).toMatchObject({ status: 'error', code });
    }
  });

  it('lets the admin through every route, and never answers 500 to an empty body', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      const { statusCode } = await t.call({ ...route, body: {} });
      if ([401, 403].includes(statusCode) || statusCode >= 500) {
        refused.push(`${route.method} ${route.url}: ${statusCode}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('refuses an upload from a non-admin before reading it', async () => {
    const form = new FormData();
    form.append('name_ar', 'مادة');
    const response = await t.call({
      method: 'POST',
      url: '/api/admin/subjects',
      form,
      token: t.tokens.teacher,
    });
    expect(response.statusCode).toBe(403);
  });
});
