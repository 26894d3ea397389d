import { DEFAULT_SHARE_IMAGE, type LinkPreview, pageTitle, SITE_NAME } from '@madrasa/contracts';
import { useEffect } from 'react';
import { currentLanguage } from '../lib/i18n.ts';

/** index.html's description (both languages), the fallback for pages without their own. */
const siteDescription =
  typeof document === 'undefined'
    ? ''
    : (document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '');

/** Sets the `content` of each `<meta {attribute}="{key}">`, adding the tags that are missing. */
function setMeta(attribute: 'name' | 'property', tags: Record<string, string>) {
  for (const [key, content] of Object.entries(tags)) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attribute, key);
      document.head.append(tag);
    }
    tag.content = content;
  }
}

/**
 * Sets document.title to "<page> - Madrasa | مدرسة" (or the site name alone), and the
 * description and Open Graph tags link previews read. One mechanism for every page.
 */
export function usePageTitle(title?: string, meta: LinkPreview = {}): void {
  const { description, image, type = 'website' } = meta;
  useEffect(() => {
    const fullTitle = pageTitle(title);
    const summary = description?.trim() || siteDescription;
    document.title = fullTitle;
    setMeta('name', { description: summary });
    setMeta('property', {
      'og:title': fullTitle,
      'og:description': summary,
      'og:type': type,
      'og:image': new URL(image || DEFAULT_SHARE_IMAGE, location.origin).href,
      'og:url': location.href,
      'og:site_name': SITE_NAME,
      'og:locale': currentLanguage() === 'ar' ? 'ar_JO' : 'en_US',
    });
  }, [title, description, image, type]);
}
