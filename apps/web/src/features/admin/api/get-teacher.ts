import type { AdminTeacher } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

/** GET /api/admin/teachers/<id>: public and private profile fields. */
export const useAdminTeacher = (id: number) =>
  useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'teachers', 'one', id],
    queryFn: async ({ signal }) =>
      (await adminRequest<{ data: AdminTeacher }>(`/teachers/${id}`, { signal })).data,
  });
