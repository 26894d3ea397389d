import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app.ts';

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/grades', '/api/health', '/api/config']),
    );
    expect(document.paths['/storage/*']).toBeUndefined();
    const grades = document.paths['/api/grades'].get;
    expect(grades.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'study_phase', in: 'query' })]),
    );
    expect(grades.responses['200']).toBeDefined();
  });

  it('serves the browsable docs page under the page policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
