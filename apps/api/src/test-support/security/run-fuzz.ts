import fc from 'fast-check';
import { type Caller, FUZZ_SEED, type FuzzKit } from './fuzz-kit.ts';
import type { Operation } from './operations.ts';
import type { FuzzRequest } from './request-arbitraries.ts';

/** Routes that hash a password (argon2) and are rate limited: a few runs each. */
const HASHING = /\/(login|register|reset-password|change-password)$/;

export const runsFor = (op: Operation, runs: number) =>
  HASHING.test(op.path) ? Math.min(runs, 6) : runs;

/**
 * Runs `arbitrary` against every operation admitting one of `callers`: as its kind of
 * account, so validation behind the guard is reached, and on a guarded route every fourth
 * input as a visitor too.
 * Returns one line per failing operation, with the seed and path that replay it.
 */
export async function fuzzOperations(
  kit: FuzzKit,
  callers: Caller[],
  arbitrary: (op: Operation) => fc.Arbitrary<FuzzRequest>,
  runs: number,
): Promise<{ covered: string[]; failures: string[] }> {
  const covered: string[] = [];
  const failures: string[] = [];
  for (const op of kit.operations) {
    const caller = kit.callers.get(op.key);
    if (!caller) {
      failures.push(`${op.key}: no kind of caller is admitted, so its inputs go unchecked`);
      continue;
    }
    if (!callers.includes(caller)) continue;
    covered.push(op.key);
    let run = 0;
    const property = fc.asyncProperty(arbitrary(op), async (request) => {
      // The guard turns a visitor away before the body is read: a few runs show it holds.
      if (caller !== 'visitor' && run++ % 4 === 0) await kit.send(request, 'visitor', op);
      await kit.send(request, caller, op);
    });
    const details = await fc.check(property, {
      seed: FUZZ_SEED,
      numRuns: runsFor(op, runs),
      endOnFailure: true,
    });
    if (details.failed) {
      const error = details.errorInstance;
      failures.push(
        `${op.key} (FUZZ_SEED=${FUZZ_SEED}, path ${details.counterexamplePath}):\n  ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return { covered, failures };
}
