import type { Language } from '@madrasa/contracts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Number formats of the site: Western digits in both languages, as the rest of the site shows. */
export const numberLocale = (language: Language) => (language === 'ar' ? 'ar-u-nu-latn' : 'en');

/** "12.4 MB" / "12.4 ميغابايت": binary steps of 1024. */
export function formatSize(bytes: number, language: Language): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 || language === 'ar' ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** "45%" / "45٪". */
export const formatPercent = (percent: number, language: Language): string =>
  new Intl.NumberFormat(numberLocale(language), { style: 'percent' }).format(percent / 100);
