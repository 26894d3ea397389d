import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title.ts';

const meta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;

describe('usePageTitle', () => {
  it('sets the title, description and Open Graph tags of a page', () => {
    renderHook(() =>
      usePageTitle('Blog', {
        description: 'Study tips',
        image: '/storage/a.webp',
        type: 'article',
      }),
    );
    expect(document.title).toBe('Blog - Madrasa | مدرسة');
    expect(meta('name="description"')).toBe('Study tips');
    expect(meta('property="og:title"')).toBe('Blog - Madrasa | مدرسة');
    expect(meta('property="og:description"')).toBe('Study tips');
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('property="og:image"')).toBe(`${location.origin}/storage/a.webp`);
  });

  it('falls back to the site name and the default picture', () => {
    renderHook(() => usePageTitle());
    expect(document.title).toBe('Madrasa | مدرسة');
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:image"')).toBe(`${location.origin}/og-image.png`);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});
