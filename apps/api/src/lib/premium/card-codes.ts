import { createHmac } from 'node:crypto';
import { CARD_CODE, cardCheckCharacter } from '@madrasa/contracts';

const BASE = BigInt(CARD_CODE.alphabet.length);
const BODY_LENGTH = CARD_CODE.length - 1;

/**
 * A card's code (docs/decisions.md §21 "Cards"), derived, never stored: the HMAC-SHA-256 of
 * `batch:serial` under the codes key, read as a 256-bit number, gives the 15 characters as its
 * lowest base-31 digits, then the check character follows. 31^15 is about 2^74, so the
 * digits of a uniform 256-bit number are uniform to within 2^-180: no bias worth a name.
 * Whoever holds PREMIUM_SECRET can print a batch's sheet again; the database alone cannot.
 */
export function cardCode(codesKey: Buffer, batchId: number, serial: number): string {
  let rest = BigInt(
    `0x${createHmac('sha256', codesKey).update(`${batchId}:${serial}`).digest('hex')}`,
  );
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) {
    body += CARD_CODE.alphabet[Number(rest % BASE)];
    rest /= BASE;
  }
  return body + cardCheckCharacter(body);
}

/** How a card is stored and found: the keyed hash of its normalized code. */
export const cardCodeHash = (hashesKey: Buffer, normalizedCode: string): string =>
  createHmac('sha256', hashesKey).update(normalizedCode).digest('hex');
