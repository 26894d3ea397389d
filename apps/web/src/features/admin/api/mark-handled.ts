import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';

/** PATCH /api/admin/inbox/<id>: mark a contact message handled, or open again. */
export const markHandled = ({ id, handled }: { id: number; handled: boolean }) =>
  adminRequest<{ message: string }>(`/inbox/${id}`, { method: 'PATCH', body: { handled } });

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markHandled, onSuccess: () => queryClient.invalidateQueries() });
}
