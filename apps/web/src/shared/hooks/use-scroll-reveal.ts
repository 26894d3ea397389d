import { useEffect } from 'react';
import { prefersReducedMotion } from '../lib/motion.ts';

const SELECTOR = '[data-reveal]';
const ANIMATE_CLASS = 'reveal-in';

/**
 * Scroll-reveal for elements marked `data-reveal`. Content is never hidden by default: an
 * element only gets the fade-in class at the moment it scrolls into view, having started
 * below the fold. So without JavaScript, without IntersectionObserver, with reduced motion,
 * in full-page screenshots and for accessibility scanners, everything stays visible.
 */
export function useScrollReveal(): void {
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function' || prefersReducedMotion()) return;

    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const first = !seen.has(entry.target);
        seen.add(entry.target);
        if (!entry.isIntersecting) continue;
        // Already on screen when first seen: leave it alone rather than flash it.
        if (!first) entry.target.classList.add(ANIMATE_CLASS);
        observer.unobserve(entry.target);
      }
    });

    const observeAll = () => {
      for (const element of document.querySelectorAll(SELECTOR)) {
        if (!seen.has(element)) observer.observe(element);
      }
    };
    observeAll();
    // Pages render data after loading; pick up marked elements as they appear.
    const mutations = new MutationObserver(observeAll);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      observer.disconnect();
    };
  }, []);
}
