import type { TeacherUploadKind } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';

type Input = { kind: TeacherUploadKind; id: number; hidden: boolean };

/** PATCH /api/admin/teacher-uploads/<kind>/<id>: hide from the public pages, or show again. */
export const setUploadHidden = ({ kind, id, hidden }: Input) =>
  adminRequest<{ message: string }>(`/teacher-uploads/${kind}/${id}`, {
    method: 'PATCH',
    body: { hidden },
  });

export function useSetUploadHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUploadHidden,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
