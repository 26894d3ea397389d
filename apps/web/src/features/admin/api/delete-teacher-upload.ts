import type { TeacherUploadKind } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';

/** DELETE /api/admin/teacher-uploads/<kind>/<id> (its stored files go with it). */
export const deleteTeacherUpload = ({ kind, id }: { kind: TeacherUploadKind; id: number }) =>
  adminRequest<{ message: string }>(`/teacher-uploads/${kind}/${id}`, { method: 'DELETE' });

export function useDeleteTeacherUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacherUpload,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
