import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { apiRequest } from '../lib/api-client.ts';
import { useSession } from '../lib/session-context.tsx';
import { toastSuccess } from '../lib/toast.ts';

/** Logout of docs/product.md §4: clear the session and local storage, toast, go to the user-type screen. */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(() => {
    // Revoke the token on the server too (docs/decisions.md §4). The request reads the token before
    // signOut() clears it; logging out locally never waits for, or depends on, its answer.
    apiRequest('/api/logout', { method: 'POST' }).catch(() => undefined);
    signOut();
    toastSuccess(t('auth.loggedOut'));
    navigate(paths.loginUserType.path);
  }, [signOut, navigate, t]);
}
