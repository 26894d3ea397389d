/**
 * What a page tells browsers and link previews (WhatsApp, Facebook, search results) about
 * itself. The SPA sets it as pages render; the server writes the same into the HTML of the
 * pages that name one thing (a teacher, a post), for previewers that run no script.
 */
export const SITE_NAME = 'Madrasa | مدرسة';

/** The preview picture of pages without one of their own (served from apps/web/public). */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

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
