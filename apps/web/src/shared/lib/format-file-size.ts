import type { Language } from '@madrasa/contracts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * "12.4 kB" / "12.4 كيلوبايت": a size in the reader's language, in binary steps of 1024 as
 * file managers show them. Arabic spells the unit out (its short forms are obscure) and
 * keeps Western digits, like the rest of the site.
 */
export function formatFileSize(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 || language === 'ar' ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
