import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: far above the 128 bits a bearer token needs. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * SHA-256 of a secret, hex. Enough for tokens and codes: a token has 256 bits of entropy,
 * and a 6-digit code is guarded by expiry and a try limit, not by a slow hash.
 */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A code of `length` decimal digits, uniformly drawn (leading zeros allowed). */
export const newNumericCode = (length: number): string =>
  String(randomInt(0, 10 ** length)).padStart(length, '0');

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
