import { DEFAULT_LANGUAGE, LANGUAGES, type Language, WEB_MANIFEST } from '@madrasa/contracts';

export type Direction = 'rtl' | 'ltr';

/** localStorage key of the reader's language choice. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Any language code (e.g. `en-US` from i18next) narrowed to a supported language. */
export const toLanguage = (value: unknown): Language => {
  const base = typeof value === 'string' ? value.split('-')[0] : undefined;
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
};

export const directionOf = (language: unknown): Direction =>
  toLanguage(language) === 'ar' ? 'rtl' : 'ltr';

/**
 * The one place the document's language and direction are written, with the manifest link
 * (index.html's, or the server's for the page it drew), so an install names the app in the
 * language it is read in.
 */
export const applyDocumentLanguage = (language: Language): void => {
  // The server render has no document: it writes <html lang dir> into the page itself.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  // Only on a change: a rewrite restyles every page element that reads the direction.
  if (root.lang !== language) root.lang = language;
  const dir = directionOf(language);
  if (root.dir !== dir) root.dir = dir;
  const manifest = document.head.querySelector('link[rel="manifest"]');
  const href = WEB_MANIFEST[language];
  if (manifest && manifest.getAttribute('href') !== href) manifest.setAttribute('href', href);
};
