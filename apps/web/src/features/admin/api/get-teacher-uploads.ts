import type { AdminTeacherUpload } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

/** GET /api/admin/teachers/<id>/uploads: files, videos and exams, hidden ones included. */
export const teacherUploadsKey = (id: number) => [ADMIN_QUERY_ROOT, 'teachers', 'uploads', id];

export const useTeacherUploads = (id: number) =>
  useQuery({
    queryKey: teacherUploadsKey(id),
    queryFn: async ({ signal }) =>
      (await adminRequest<{ data: AdminTeacherUpload[] }>(`/teachers/${id}/uploads`, { signal }))
        .data,
  });
