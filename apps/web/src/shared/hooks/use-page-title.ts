import { DEFAULT_SHARE_IMAGE, type LinkPreview, pageTitle, SITE_NAME } from '@madrasa/contracts';
import { useEffect } from 'react';
import { currentLanguage } from '../lib/i18n.ts';

/** index.html's description (both languages), the fallback for pages without their own. */
const siteDescription =
  typeof document === 'undefined'
    ? ''
    : (document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '');

function setMeta({
  attribute,
  key,
  content,
}: {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
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
    setMeta({ attribute: 'name', key: 'description', content: summary });
    setMeta({ attribute: 'property', key: 'og:title', content: fullTitle });
    setMeta({ attribute: 'property', key: 'og:description', content: summary });
    setMeta({ attribute: 'property', key: 'og:type', content: type });
    setMeta({
      attribute: 'property',
      key: 'og:image',
      content: new URL(image || DEFAULT_SHARE_IMAGE, location.origin).href,
    });
    setMeta({ attribute: 'property', key: 'og:url', content: location.href });
    setMeta({ attribute: 'property', key: 'og:site_name', content: SITE_NAME });
    setMeta({
      attribute: 'property',
      key: 'og:locale',
      content: currentLanguage() === 'ar' ? 'ar_JO' : 'en_US',
    });
  }, [title, description, image, type]);
}
