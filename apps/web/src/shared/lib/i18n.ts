import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGES,
  type Language,
} from '@madrasa/contracts';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  applyDocumentLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  toLanguage,
} from './direction.ts';
import { isServerRendered } from './server-render.ts';

export const NAMESPACES = [
  'common',
  'messages',
  'auth',
  'catalogue',
  'teachers',
  'profile',
  'site',
  'admin',
  'chatbot',
  'exams',
  'authoring',
  'search',
  'privacy',
  'parents',
  'progress',
  'offline',
  'classes',
  'notifications',
  'chat',
  'premium',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const localeFiles = import.meta.glob<{ default: Record<string, string> }>('../../locales/*/*.json');

/** Each language's namespace is its own chunk, fetched the first time a page needs it. */
const loadNamespace = async (language: string, namespace: string) => {
  if (namespace === 'messages') {
    const { MESSAGES } = await import('./messages-catalogue.ts');
    return MESSAGES[toLanguage(language)];
  }
  const load = localeFiles[`../../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${language} texts for namespace "${namespace}"`);
  return (await load()).default;
};

/**
 * The reader's stored choice, or null when none was made (or storage is refused). The
 * cookie first: the server's language switch (the header's language links, followed
 * before the app took the page over) writes only it, and pages are drawn in it.
 */
const readStoredChoice = (): Language | null => {
  if (typeof document === 'undefined') return null;
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  if (isLanguage(cookie)) return cookie;
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
};

export const readStoredLanguage = (): Language => readStoredChoice() ?? DEFAULT_LANGUAGE;

export const storeLanguage = (language: Language): void => {
  if (typeof document === 'undefined') return;
  // The cookie tells the server which language to render pages in; localStorage stays the
  // client's copy (docs/product.md §3 keys).
  // biome-ignore lint/suspicious/noDocumentCookie: the value is one of two fixed codes, and the Cookie Store API is missing from many older phone browsers.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts this visit only.
  }
};

/**
 * Whether the app may take over the page the server drew as it is: it was drawn in the
 * reader's language. A choice saved before the language cookie existed is unknown to the
 * server; main.tsx then draws the page anew in that language, once (the cookie follows).
 */
const storedChoice = readStoredChoice();
const renderedLanguage = isServerRendered() ? document.documentElement.lang : null;
const pageLanguage = isLanguage(renderedLanguage) ? renderedLanguage : null;
export const canTakeOverRenderedPage =
  pageLanguage !== null && (storedChoice === null || storedChoice === pageLanguage);
const initialLanguage =
  canTakeOverRenderedPage && pageLanguage ? pageLanguage : (storedChoice ?? DEFAULT_LANGUAGE);

// Every language change (including the first, at init) passes through here, so <html lang>,
// <html dir> and the stored choice can never disagree.
i18n.on('languageChanged', (code: string) => {
  const language = toLanguage(code);
  applyDocumentLanguage(language);
  storeLanguage(language);
});

export const i18nReady = i18n
  .use(resourcesToBackend(loadNamespace))
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: ['common', 'messages'],
    defaultNS: 'common',
    fallbackNS: 'messages',
    // Keys are flat ("nav.home"), like the shared message catalogue's.
    keySeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/** The current language, narrowed to one the app supports. */
export const currentLanguage = (): Language => toLanguage(i18n.resolvedLanguage ?? i18n.language);

export const changeLanguage = async (language: Language): Promise<void> => {
  await i18n.changeLanguage(language);
};

/** Preloads the namespaces a page needs, so it renders without a loading flash. */
export const loadNamespaces = (...namespaces: Namespace[]) => i18n.loadNamespaces(namespaces);

export { i18n };
