import { useEffect } from 'react';

/**
 * Keeps `--chat-height` on <html> at the visible height: a phone's keyboard shrinks the visual
 * viewport but not 100dvh, and the composer must stay above the keyboard, not under it.
 */
export function useViewportHeight() {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--chat-height', `${viewport.height}px`);
    update();
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      root.style.removeProperty('--chat-height');
    };
  }, []);
}
