import { RESIDENCE_MIN_LETTERS } from './constants.ts';
import { CITIES, type City } from './enums.ts';
import { cleanName, personName } from './names.ts';
import { normalizeText } from './normalize-text.ts';

/**
 * Each governorate as people write it, in Arabic and in English; the first Arabic spelling
 * is the one shown. A typed residence that matches one of them is stored as the city's key.
 */
export const CITY_NAMES: Record<City, { ar: readonly string[]; en: readonly string[] }> = {
  Amman: { ar: ['عمّان'], en: ['Amman'] },
  Zarqa: { ar: ['الزرقاء', 'زرقاء'], en: ['Zarqa', 'Zarka', 'Az Zarqa'] },
  Irbid: { ar: ['إربد', 'اربد'], en: ['Irbid'] },
  Balqa: { ar: ['البلقاء', 'بلقاء'], en: ['Balqa', 'Al Balqa'] },
  Madaba: { ar: ['مادبا', 'مأدبا'], en: ['Madaba'] },
  Aqaba: { ar: ['العقبة', 'عقبة'], en: ['Aqaba', 'Akaba'] },
  Karak: { ar: ['الكرك', 'كرك'], en: ['Karak', 'Kerak', 'Al Karak'] },
  "Ma'an": { ar: ['معان'], en: ["Ma'an", 'Maan', 'Ma’an'] },
  Tafilah: { ar: ['الطفيلة', 'طفيلة'], en: ['Tafilah', 'Tafila', 'Tafileh'] },
  Jerash: { ar: ['جرش'], en: ['Jerash', 'Jarash'] },
  Ajloun: { ar: ['عجلون'], en: ['Ajloun', 'Ajlun'] },
  Mafraq: { ar: ['المفرق', 'مفرق'], en: ['Mafraq', 'Al Mafraq'] },
};

const CITY_BY_SPELLING = new Map<string, City>(
  CITIES.flatMap((city) =>
    [city, ...CITY_NAMES[city].ar, ...CITY_NAMES[city].en].map(
      (spelling) => [normalizeText(spelling), city] as const,
    ),
  ),
);

/** The governorate a typed residence names, in either language and any spelling, or null. */
export const cityOf = (residence: string): City | null =>
  CITY_BY_SPELLING.get(normalizeText(cleanName(residence))) ?? null;

/** A city's name for display in a language; any other residence is shown as it was typed. */
export const residenceLabel = (residence: string, language: 'ar' | 'en') => {
  const city = cityOf(residence);
  return city ? (CITY_NAMES[city][language][0] ?? city) : residence;
};

/**
 * A place of residence: one of the twelve governorates, stored as its key however it was
 * written, or another place typed as a name (`Salt`, `الرمثا`), stored as typed.
 */
export const residenceField = () =>
  personName({
    required: 'auth.residence_required',
    tooShort: 'auth.residence_min',
    invalid: 'auth.residence_invalid',
    minLetters: RESIDENCE_MIN_LETTERS,
  }).transform((residence) => cityOf(residence) ?? residence);
