import type { ReviewPermission } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';

type Decision = { id: number; permissions_to_publish: ReviewPermission };

/** PATCH /api/admin/reviews/<id>: approve (`Allowed`) or withdraw (`not_Allowed`). */
export const decideReview = ({ id, permissions_to_publish }: Decision) =>
  adminRequest<{ message: string }>(`/reviews/${id}`, {
    method: 'PATCH',
    body: { permissions_to_publish },
  });

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
