import type { PhoneConflict } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

/** GET /api/admin/phone-conflicts: accounts of one role holding one number written two ways. */
export const usePhoneConflicts = () =>
  useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'phone-conflicts'],
    queryFn: async ({ signal }) =>
      (await adminRequest<{ data: PhoneConflict[] }>('/phone-conflicts', { signal })).data,
  });
