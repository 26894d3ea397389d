import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';

/** DELETE /api/admin/reviews/<id>. */
export const deleteReview = (id: number) =>
  adminRequest<{ message: string }>(`/reviews/${id}`, { method: 'DELETE' });

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
