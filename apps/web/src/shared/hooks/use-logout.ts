import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { apiRequest } from '../lib/api-client.ts';
import { isSignedIn } from '../lib/session.ts';
import { useSession } from '../lib/session-context.tsx';
import { toastInfo, toastSuccess } from '../lib/toast.ts';
import { sendBeforeSignOut } from '../progress/sign-out-progress.ts';

/**
 * Logout of docs/product.md §4: clear the session and local storage, toast, go to the
 * user-type screen. A student's progress queued on the device is sent first if it can be,
 * then deleted with the session (sign-out-progress.ts).
 */
export function useLogout(): () => void {
  const { session, signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const leaving = useRef(false);
  const studentId = isSignedIn(session) && session.userType === 'student' ? session.id : null;

  return useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    void (async () => {
      const discard = studentId === null ? null : await sendBeforeSignOut(queryClient, studentId);
      // Revoke the token on the server too (docs/decisions.md §4). The request reads the token
      // before signOut() clears it; logging out locally never waits for, or depends on, its answer.
      apiRequest('/api/logout', { method: 'POST' }).catch(() => undefined);
      signOut();
      leaving.current = false;
      toastSuccess(t('auth.loggedOut'));
      navigate(paths.loginUserType.path);
      // Deleted only now, so no save made while the last flush ran stays behind.
      if (discard && (await discard()) > 0) toastInfo(t('auth.unsentProgressRemoved'));
    })();
  }, [studentId, signOut, navigate, t, queryClient]);
}
