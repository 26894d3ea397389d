import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top (the first render keeps the browser's own restoration). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
