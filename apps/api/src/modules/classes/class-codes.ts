import { randomInt } from 'node:crypto';
import { CLASS_CODE } from '@madrasa/contracts';
import { uniqueViolation } from '../../lib/unique-violation.ts';

/**
 * A join code of CLASS_CODE.length characters, uniformly drawn from the unambiguous
 * alphabet: about 30 bits, so a random guess finds one of thousands of classes once in
 * about 100,000 tries, and wrong codes are throttled per student and per address.
 */
export const newClassCode = (): string =>
  Array.from(
    { length: CLASS_CODE.length },
    () => CLASS_CODE.alphabet[randomInt(CLASS_CODE.alphabet.length)],
  ).join('');

/** Tries a write with fresh codes until one is not taken (a unique index guards them). */
export async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await write(newClassCode());
    } catch (error) {
      if (tries >= 5 || uniqueViolation(error) !== 'classes_code_key') throw error;
    }
  }
}
