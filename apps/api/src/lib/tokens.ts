import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: far above the 128 bits a bearer token needs. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * SHA-256 of a session token, hex. A fast hash is enough here: a token carries 256 random
 * bits, so nothing can be guessed from a leaked hash. One-time codes, which are short, are
 * hashed with argon2 instead (modules/auth/one-time-codes.ts).
 */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A code of `length` decimal digits, uniformly drawn (leading zeros allowed). */
export const newNumericCode = (length: number): string =>
  String(randomInt(0, 10 ** length)).padStart(length, '0');
