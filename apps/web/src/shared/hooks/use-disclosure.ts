import { type RefObject, useCallback, useEffect } from 'react';

/**
 * A native disclosure (`<details>`) that works before the app, or without it: the summary
 * opens and closes it, and the browser keeps that state while the app takes the page over.
 * The app adds what a menu is expected to do: Escape closes it (focus back on its summary),
 * and so does a press outside it. Returns `close`, for a choice made inside.
 */
export function useDisclosure(ref: RefObject<HTMLDetailsElement | null>): () => void {
  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, [ref]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [ref]);

  return close;
}
