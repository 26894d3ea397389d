import { CARD_CODE, cardCodeProblem } from '@madrasa/contracts';
import { describe, expect, it } from 'vitest';
import { cardCode, cardCodeHash } from './card-codes.ts';
import { premiumKeysOf } from './premium-keys.ts';

const keys = premiumKeysOf(Buffer.from('a test secret of at least thirty-two characters'));
const other = premiumKeysOf(Buffer.from('another secret, also thirty-two characters long'));

describe('card codes', () => {
  const batch = Array.from({ length: 2000 }, (_, i) => cardCode(keys.codes, 7, i + 1));

  it('are well-formed: 16 characters of the alphabet with a right check character', () => {
    for (const code of batch) {
      expect(code).toHaveLength(CARD_CODE.length);
      expect(cardCodeProblem(code), code).toBeNull();
    }
  });

  it('are distinct across a batch and from the same serial of another batch', () => {
    expect(new Set(batch).size).toBe(batch.length);
    expect(cardCode(keys.codes, 8, 1)).not.toBe(batch[0]);
  });

  it('are the same every time they are derived, so a sheet can be printed again', () => {
    expect(cardCode(keys.codes, 7, 1)).toBe(batch[0]);
    expect(cardCode(keys.codes, 7, 2000)).toBe(batch[1999]);
  });

  it('differ under another secret', () => {
    expect(cardCode(other.codes, 7, 1)).not.toBe(batch[0]);
  });

  it('use every character of the alphabet in every position', () => {
    for (let position = 0; position < CARD_CODE.length - 1; position++) {
      const seen = new Set(batch.map((code) => code[position]));
      expect(seen.size, `position ${position}`).toBe(CARD_CODE.alphabet.length);
    }
  });

  it('are stored as a keyed hash that another key does not give', () => {
    const code = batch[0] ?? '';
    expect(cardCodeHash(keys.hashes, code)).toMatch(/^[0-9a-f]{64}$/);
    expect(cardCodeHash(keys.hashes, code)).toBe(cardCodeHash(keys.hashes, code));
    expect(cardCodeHash(other.hashes, code)).not.toBe(cardCodeHash(keys.hashes, code));
  });
});
