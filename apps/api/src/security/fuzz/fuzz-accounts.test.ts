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

describe('fuzzing the student, teacher and parent routes', () => {
  it('answers hostile input, signed out and signed in, with 4xx envelopes and stores nothing', async () => {
    const { covered, failures } = await fuzzOperations(
      kit,
      ['student', 'teacher', 'parent'],
      requestArbitrary,
      20,
    );
    expect(failures).toEqual([]);
    expect(covered.length).toBeGreaterThan(0);
  }, 240_000);

  // Regression of what fuzzing found: a multipart body left the JSON body null, which a
  // password-confirmation check read blindly (a 500).
  it('refuses a multipart body on a JSON route with a 4xx', async () => {
    const reply = await kit.sendTo('POST /api/teacher/change-password', {
      url: '/api/teacher/change-password',
      payload: '--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(reply.statusCode).toBe(422);
  });
});
