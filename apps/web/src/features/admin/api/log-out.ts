import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { clearAdminSession, readAdminSession } from '../lib/admin-session.ts';
import { ADMIN_QUERY_ROOT } from './admin-request.ts';

/**
 * POST /api/logout with the admin token, which ends the session on the server. The local
 * session goes whatever the answer: the admin asked to leave.
 */
export async function logOut(): Promise<void> {
  const token = readAdminSession()?.token;
  try {
    if (token) {
      await apiRequest('/api/logout', {
        method: 'POST',
        host: 'admin',
        auth: false,
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  } finally {
    clearAdminSession();
  }
}

export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
