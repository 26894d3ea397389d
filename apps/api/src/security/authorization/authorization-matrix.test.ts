import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthorizationKit,
  documentedRoutes,
  startAuthorizationKit,
} from '../../test-support/security/authorization-kit.ts';
import { type Access, CALLERS, expectedAccess } from '../../test-support/security/callers.ts';
import { ROUTE_POLICIES } from '../../test-support/security/route-policies.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const split = (route: string) => {
  const [method, path] = route.split(' ') as [Method, string];
  return { method, path };
};

const jsonOf = (response: LightMyRequestResponse) => {
  try {
    return response.json();
  } catch {
    return null;
  }
};

/** Why the answer does not give the expected access, or null when it does. */
function mismatch(access: Access, response: LightMyRequestResponse): string | null {
  const { statusCode: status } = response;
  const body = jsonOf(response);
  const envelope = body?.status === 'error' && typeof body.message === 'string';
  const challenged = response.headers['www-authenticate'] === 'Bearer';
  const got = `${status} ${response.body.slice(0, 100)}`;
  switch (access) {
    case 'allowed':
      return [401, 403, 429].includes(status) || status >= 500 ? got : null;
    case 'unauthenticated':
      if (!challenged) return `${got} without WWW-Authenticate: Bearer`;
      return status === 401 && envelope && body.code === 'unauthenticated' ? null : got;
    case 'forbidden':
      return status === 403 && envelope && body.code === 'forbidden' ? null : got;
    case 'not-owner':
      return [403, 404].includes(status) && envelope ? null : got;
  }
}

describe('authorization matrix', () => {
  let kit: AuthorizationKit;
  let documented: Map<string, boolean>;
  beforeAll(async () => {
    kit = await startAuthorizationKit();
    documented = await documentedRoutes(kit);
  });
  afterAll(() => kit?.close());

  it('lists every route of the OpenAPI document, and no other', () => {
    const listed = Object.keys(ROUTE_POLICIES);
    expect({
      'documented, not in the matrix': [...documented.keys()].filter((r) => !listed.includes(r)),
      'in the matrix, not documented': listed.filter((route) => !documented.has(route)),
    }).toEqual({ 'documented, not in the matrix': [], 'in the matrix, not documented': [] });
  });

  it('documents a bearer token on exactly the routes that need a session', () => {
    const disagreeing = [...documented].filter(
      ([route, secured]) => secured !== (ROUTE_POLICIES[route] !== 'public'),
    );
    expect(disagreeing).toEqual([]);
  });

  it.each(Object.entries(ROUTE_POLICIES))('%s is %s', async (route, policy) => {
    const { method, path } = split(route);
    const url = kit.url(path);
    const wrong: string[] = [];
    for (const caller of CALLERS) {
      const access = expectedAccess(policy, caller);
      // Logout ends the session it is called with, which the next routes still need.
      const token = await kit.tokenOf(caller, { fresh: route === 'POST /api/logout' });
      const response = await kit.request({ method, url, token, caller });
      const problem = mismatch(access, response);
      if (problem) wrong.push(`${caller}: expected ${access}, got ${problem}`);
    }
    expect(wrong, `${method} ${url}`).toEqual([]);
  });

  it.each(['admin', 'student', 'teacher', 'parent'] as const)(
    "refuses a %s's token on all its routes after logout",
    async (caller) => {
      const token = await kit.tokenOf(caller, { fresh: true });
      const logout = await kit.request({ method: 'POST', url: '/api/logout', token, caller });
      expect(logout.statusCode).toBe(200);
      const own = Object.entries(ROUTE_POLICIES).filter(
        ([, policy]) => policy !== 'public' && expectedAccess(policy, caller) === 'allowed',
      );
      expect(own.length).toBeGreaterThan(0);
      const answers: string[] = [];
      for (const [route] of own) {
        const { method, path } = split(route);
        const response = await kit.request({ method, url: kit.url(path), token, caller });
        const problem = mismatch('unauthenticated', response);
        if (problem) answers.push(`${route}: ${problem}`);
      }
      expect(answers).toEqual([]);
    },
  );
});
