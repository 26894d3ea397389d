import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { PHONE_PATTERN } from './constants.ts';
import { toLatinDigits } from './digits.ts';
import { filled } from './validation.ts';

/** Numbers written without a country code are Jordanian. */
export const PHONE_DEFAULT_REGION = 'JO';

/** What people put between digits when they write a number: `+962 79 123-4567`, `(06) 555…`. */
const PHONE_FORMATTING = /[\s\-.()\u200E\u200F]/g;

/** A typed number with its digits read as 0-9 and its formatting dropped: what the typed rule sees. */
export const typedPhone = (value: string) => toLatinDigits(value).replace(PHONE_FORMATTING, '');

/**
 * The number in its one stored form (E.164, `+962791234567`), or null when it breaks the
 * typed rule (optional +, 10 to 14 digits) or cannot be a phone number at all.
 * `0791234567`, `00962791234567`, `+962 79 123 4567` and `+962791234567` are one number.
 */
export function canonicalPhone(value: string): string | null {
  const typed = typedPhone(value);
  if (!PHONE_PATTERN.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, PHONE_DEFAULT_REGION);
  return parsed?.isPossible() ? parsed.number : null;
}

export const isPhoneLike = (value: string) => canonicalPhone(value) !== null;

/** A required phone field whose output is the canonical number. */
export const phoneField = ({ required, invalid }: { required: string; invalid: string }) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isPhoneLike, filled(invalid))
    .transform((value) => canonicalPhone(value) ?? value);
