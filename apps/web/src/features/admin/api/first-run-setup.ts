import type { AdminLoginReply, AdminSetupInput, AdminSetupStatus } from '@madrasa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveAdminSession } from '../lib/admin-session.ts';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

export const SETUP_STATUS_KEY = [ADMIN_QUERY_ROOT, 'setup'];

/** GET /api/admin/setup: whether this installation still has no admin. */
export const useSetupStatus = () =>
  useQuery({
    queryKey: SETUP_STATUS_KEY,
    queryFn: async () => (await adminRequest<AdminSetupStatus>('/setup')).data.needed,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** POST /api/admin/setup: the first admin, signed in at once. */
async function completeSetup(input: AdminSetupInput): Promise<AdminLoginReply['data']> {
  const reply = await adminRequest<AdminLoginReply>('/setup', { method: 'POST', body: input });
  saveAdminSession(reply.data);
  return reply.data;
}

export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSetup,
    onSuccess: () => queryClient.setQueryData(SETUP_STATUS_KEY, false),
  });
}
