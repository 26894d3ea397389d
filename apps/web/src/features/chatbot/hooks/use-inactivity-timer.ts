import { useCallback, useEffect, useRef } from 'react';

/**
 * While `active`, calls `onExpire` after `ms` without a `restart()`. Becoming inactive (or
 * unmounting) clears the timer, so a closed window never fires a late timeout.
 */
export function useInactivityTimer({
  active,
  ms,
  onExpire,
}: {
  active: boolean;
  ms: number;
  onExpire: () => void;
}) {
  const timer = useRef<number | undefined>(undefined);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  const restart = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => expire.current(), ms);
  }, [ms]);

  useEffect(() => {
    if (!active) return;
    restart();
    return () => window.clearTimeout(timer.current);
  }, [active, restart]);

  return restart;
}
