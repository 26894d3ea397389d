import { toLatinDigits } from './digits.ts';

/** Harakat, tanween, shadda, sukun, superscript alef and the Quranic marks; and tatweel. */
const TASHKEEL_AND_TATWEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LETTER_FORMS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};
const LETTER_FORM = new RegExp(`[${Object.keys(LETTER_FORMS).join('')}]`, 'g');

/**
 * The form in which two spellings of one word compare equal, as Arabic is really typed:
 * without tashkeel or tatweel, with any alef, ى for ي, ه for ة, ؤ/ئ for و/ي, Arabic-Indic
 * digits, and any letter case. Used wherever typed text is matched against stored text.
 */
export function normalizeText(text: string): string {
  return toLatinDigits(text.normalize('NFC'))
    .replace(TASHKEEL_AND_TATWEEL, '')
    .replace(LETTER_FORM, (letter) => LETTER_FORMS[letter] ?? letter)
    .toLowerCase();
}
