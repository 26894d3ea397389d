import { z } from 'zod';
import { NAME_MIN_LETTERS } from './constants.ts';
import { filled } from './validation.ts';

/**
 * A person's name (or a place's): letters of any script, each with the combining marks real
 * names carry (tashkeel, shadda), in runs joined by one space, hyphen or apostrophe:
 * `عبد الله`, `محمّد`, `Abd-Allah`, `O'Neil`.
 */
const NAME_PATTERN = /^\p{L}\p{M}*(?:[ '’ʼ-]?\p{L}\p{M}*)*$/u;
/** Letters that count towards a name's length: tatweel (ـ) only stretches a word. */
const COUNTED_LETTER = /(?!\u0640)\p{L}/gu;

/** Surrounding space trimmed, any run of spaces inside one space, composed form. */
export const cleanName = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');
export const isWellFormedName = (value: string) => NAME_PATTERN.test(value);
export const countNameLetters = (value: string) => value.match(COUNTED_LETTER)?.length ?? 0;

type NameMessages = {
  /** Blank or missing. */
  required: string;
  /** Fewer letters than `minLetters`. */
  tooShort: string;
  /** A character that is not a letter, mark or single joiner. */
  invalid: string;
  tooLong?: string;
};

/** A required name field, cleaned; each failure reports its own message. */
export const personName = ({
  required,
  tooShort,
  invalid,
  tooLong = invalid,
  minLetters = NAME_MIN_LETTERS,
  maxLength = 60,
}: NameMessages & { minLetters?: number; maxLength?: number }) =>
  z
    .string({ error: required })
    .transform(cleanName)
    .pipe(
      z
        .string()
        .min(1, required)
        .max(maxLength, filled(tooLong))
        .refine(isWellFormedName, filled(invalid))
        .refine((name) => countNameLetters(name) >= minLetters, {
          ...filled(tooShort),
          // A malformed name reports only that; its length says nothing yet.
          when: ({ value }) => typeof value === 'string' && isWellFormedName(value),
        }),
    );
