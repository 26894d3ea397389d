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

describe('fuzzing the admin console routes', () => {
  it('answers hostile input, signed out and as an admin, with 4xx envelopes and stores nothing', async () => {
    const { covered, failures } = await fuzzOperations(kit, ['admin'], requestArbitrary, 20);
    expect(failures).toEqual([]);
    expect(covered.length).toBeGreaterThan(0);
  }, 240_000);

  // Regressions of what fuzzing found: each was a 500.
  it('refuses a paging cursor past the largest id', async () => {
    const url = '/api/admin/reviews?cursor=6301043501';
    const reply = await kit.sendTo('GET /api/admin/reviews', { url, headers: {} });
    expect(reply.statusCode).toBe(422);
  });

  it('answers a multipart body without a boundary, or cut short, with 400', async () => {
    const cutShort =
      '--x\r\nContent-Disposition: form-data; name="pdf_file"; filename="a.pdf"\r\n\r\n%PDF-1.7';
    for (const [contentType, payload] of [
      ['multipart/form-data', '{}'],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, '{}'],
      ['multipart/form-data; boundary=x', cutShort],
    ] as const) {
      const reply = await kit.sendTo('POST /api/admin/worksheets', {
        url: '/api/admin/worksheets',
        payload,
        headers: { 'content-type': contentType },
      });
      expect(reply.statusCode, contentType).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'bad_request' });
    }
  });
});
