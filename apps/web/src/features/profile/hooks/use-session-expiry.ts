import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useMessage } from '@/shared/hooks/use-message.ts';
import { useSession } from '@/shared/lib/session-context.tsx';
import { toastError } from '@/shared/lib/toast.ts';
import { isSessionExpired } from '../lib/failure-text.ts';

/**
 * docs/product.md §8: a profile call refused with 401 says 'Session expired, please log in again',
 * clears the session and goes to /login/user-type. The original client had the teacher's page only
 * redirect; both roles clear here, since a token the server refuses is of no use to keep.
 * Returns true when it handled the error.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { message } = useMessage();
  return useCallback(
    (error: unknown) => {
      if (!isSessionExpired(error)) return false;
      const text = message('profiles.session_expired');
      toastError(text, { toastId: text });
      signOut();
      navigate(paths.loginUserType.path, { replace: true });
      return true;
    },
    [message, navigate, signOut],
  );
}
