import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzKit, startFuzzKit } from '../../test-support/security/fuzz-kit.ts';
import { requestArbitrary } from '../../test-support/security/request-arbitraries.ts';
import { fuzzOperations } from '../../test-support/security/run-fuzz.ts';

let kit: FuzzKit;
beforeAll(async () => {
  kit = await startFuzzKit();
});
afterAll(async () => {
  await kit?.close();
});

describe('fuzzing the public routes', () => {
  it('answers hostile paths, queries and bodies with 4xx envelopes and stores nothing', async () => {
    const { covered, failures } = await fuzzOperations(kit, ['visitor'], requestArbitrary, 20);
    expect(failures).toEqual([]);
    expect(covered.length).toBeGreaterThan(0);
  }, 240_000);

  // Regressions of what fuzzing found (each was a 500 or a too generous reading).
  it('refuses ids spelled as Number() reads them and cursors past the largest id', async () => {
    for (const [key, url] of [
      ['GET /api/subjects/{id}', '/api/subjects/1e3'],
      ['GET /api/subjects/{id}', '/api/subjects/0x10'],
      ['GET /api/teachers/{id}', '/api/teachers/%207'],
      ['GET /api/teacher-evaluations', '/api/teacher-evaluations?cursor=6301043501'],
      ['GET /api/teachers', '/api/teachers?cursor=2147483648'],
      ['GET /api/blogs', '/api/blogs?cursor=1700000000000000_6301043501'],
    ] as const) {
      const reply = await kit.sendTo(key, { url, headers: { 'accept-language': 'en' } });
      expect(reply.statusCode, url).toBe(422);
    }
  });

  it('refuses a JSON null body with 422', async () => {
    const reply = await kit.sendTo('POST /api/student/register', {
      url: '/api/student/register',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(422);
  });
});
