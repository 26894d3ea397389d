import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';

/** PATCH /api/admin/student-questions/<id>: mark a question answered, or not. */
export const markAnswered = ({ id, answered }: { id: number; answered: boolean }) =>
  adminRequest<{ message: string }>(`/student-questions/${id}`, {
    method: 'PATCH',
    body: { answered },
  });

export function useMarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnswered,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
