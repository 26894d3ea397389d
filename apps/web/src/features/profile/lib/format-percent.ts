import type { Language } from '@madrasa/contracts';

/** "45%" / "45٪", with Western digits in both languages like the rest of the site. */
export const formatPercent = (percent: number, language: Language): string =>
  new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', { style: 'percent' }).format(
    percent / 100,
  );
