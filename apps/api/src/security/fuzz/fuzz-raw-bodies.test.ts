import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzKit, startFuzzKit } from '../../test-support/security/fuzz-kit.ts';
import { rawBodyArbitrary } from '../../test-support/security/raw-bodies.ts';
import { fuzzOperations } from '../../test-support/security/run-fuzz.ts';

let kit: FuzzKit;
beforeAll(async () => {
  kit = await startFuzzKit();
});
afterAll(async () => {
  await kit?.close();
});

describe('fuzzing every route with broken bodies and wrong content types', () => {
  it('answers each with a 4xx envelope (or as if no body came) and stores nothing', async () => {
    const { covered, failures } = await fuzzOperations(
      kit,
      ['visitor', 'student', 'teacher', 'parent', 'admin'],
      rawBodyArbitrary,
      12,
    );
    expect(failures).toEqual([]);
    // Every operation of the document was fuzzed here, whoever it admits.
    expect(covered).toEqual(kit.operations.map((op) => op.key));
  }, 240_000);
});
