import { useCallback, useEffect, useRef } from 'react';
import { clearStorage } from '../lib/session.ts';
import { useSession } from '../lib/session-context.tsx';

/**
 * For a page whose action ended every session on the server (a password change, an account
 * deletion): `leave()` drops the stored session at once and the signed-in state once the page
 * has gone. Signing out while the page is still shown would let the profile's guard send the
 * reader to /login/user-type while the next page loads.
 */
export function useLeaveSignedOut(): () => void {
  const { signOut } = useSession();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) signOut();
    },
    [signOut],
  );
  return useCallback(() => {
    leaving.current = true;
    clearStorage();
  }, []);
}
