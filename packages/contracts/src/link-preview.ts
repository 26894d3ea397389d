/**
 * What a page tells browsers and link previews (WhatsApp, Facebook, search results) about
 * itself. The SPA sets it as pages render; the server writes the same into the HTML of the
 * pages that name one thing (a teacher, a post), for previewers that run no script.
 */
import type { Language } from './enums.ts';

export const SITE_NAME = 'Madrasa | مدرسة';

/** The preview picture of pages without one of their own (served from apps/web/public). */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

/**
 * The installable app's manifest in each language (apps/web/public), with that language's
 * names, `lang` and `dir`. A page links the one of its language: index.html the Arabic, the
 * server the one of the page it draws, the app the new one on a language switch.
 */
export const WEB_MANIFEST = {
  ar: '/manifest.webmanifest',
  en: '/manifest.en.webmanifest',
} as const satisfies Record<Language, string>;

/** Search results and previews show about this much of a description. */
export const SHARE_DESCRIPTION_MAX = 155;

/** "<page> - Madrasa | مدرسة", or the site name alone. */
export const pageTitle = (title?: string | null): string =>
  title ? `${title} - ${SITE_NAME}` : SITE_NAME;

/** A page's summary for search results and link previews, beyond its title. */
export type LinkPreview = {
  /** The site's own description when absent. */
  description?: string;
  /** A path or an absolute URL; DEFAULT_SHARE_IMAGE when absent. */
  image?: string | null;
  /** The Open Graph type. */
  type?: 'website' | 'article' | 'profile';
};
