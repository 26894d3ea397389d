import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@madrasa/contracts';

/** One of the languages the API answers in. */
export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** Picks the supported language with the highest q-value; Arabic when none is named. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...options] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) continue;
    const qOption = options.find((option) => option.trim().startsWith('q='));
    const q = qOption ? Number(qOption.trim().slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
