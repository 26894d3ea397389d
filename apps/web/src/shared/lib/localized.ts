import type { Language } from '@madrasa/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './direction.ts';

/** An entity carrying a bilingual field, e.g. `{ name_ar, name_en }` for field `name`. */
export type Localized<F extends string> = {
  [K in `${F}_ar` | `${F}_en`]?: string | null;
};

const nonBlank = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * `name_ar` or `name_en` (or `title_`, `topic_`, `content_`, `lesson_name_` …) by language.
 * A blank value falls back to the other language, so a half-translated row still shows text.
 */
export function pickLocalized<F extends string>({
  entity,
  field,
  language,
}: {
  entity: Localized<F> | null | undefined;
  field: F;
  language: Language;
}): string {
  if (!entity) return '';
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const values = entity as Record<string, string | null | undefined>;
  return nonBlank(values[`${field}_${language}`]) ?? nonBlank(values[`${field}_${other}`]) ?? '';
}

/** `pickLocalized` bound to the current language; re-renders when the language changes. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useCallback(
    <F extends string>(entity: Localized<F> | null | undefined, field: F) =>
      pickLocalized({ entity, field, language }),
    [language],
  );
}

/** `{ ar, en }` pairs (exam texts): the current language's, or the other when it is blank. */
export function useBilingual() {
  const pick = useLocalized();
  return useCallback(
    (value: { ar: string; en: string }) => pick({ text_ar: value.ar, text_en: value.en }, 'text'),
    [pick],
  );
}
