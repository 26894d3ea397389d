import { useCallback, useEffect, useRef, useState } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';

/**
 * Navigates after a pause (docs/product.md §9: 2 s after login, code and reset, 5 s after sign-up), so
 * the toast can be read first. `pending` stays true meanwhile, keeping the form from being
 * sent twice; leaving the page cancels the move.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  const [pending, setPending] = useState(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const navigateLater = useCallback(
    (to: string, delayMs: number, options?: NavigateOptions) => {
      window.clearTimeout(timer.current);
      setPending(true);
      timer.current = window.setTimeout(() => navigate(to, options), delayMs);
    },
    [navigate],
  );

  return { navigateLater, pending };
}
