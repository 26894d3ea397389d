import { useEffect } from 'react';

export const SITE_NAME = 'Madrasa | مدرسة';

/** Sets document.title to "<page> - Madrasa | مدرسة" (or the site name alone). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
