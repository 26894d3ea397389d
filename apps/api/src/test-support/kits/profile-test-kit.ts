import type { Role } from '@madrasa/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createSession } from '../../plugins/authentication/sessions.ts';
import type { TestApp } from '../build-test-app.ts';
import { multipart } from '../uploads/test-files.ts';

/** Test support only: bearer requests in English against a test app. */
export function profileTestKit(t: TestApp) {
  const headers = (token?: string) => ({
    'accept-language': 'en',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  return {
    signIn: (role: Role, id: number) => createSession(t.app.db, { role, id }),
    get: (url: string, token?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'GET', url, headers: headers(token) }),
    del: (url: string, token?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'DELETE', url, headers: headers(token) }),
    postJson: (url: string, payload: object, token?: string): Promise<LightMyRequestResponse> =>
      t.app.inject({ method: 'POST', url, payload, headers: headers(token) }),
    postForm: async (
      url: string,
      parts: Parameters<typeof multipart>[0],
      token?: string,
    ): Promise<LightMyRequestResponse> => {
      const body = await multipart(parts);
      return t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...headers(token) },
      });
    },
  };
}
