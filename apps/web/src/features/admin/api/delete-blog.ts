import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';

/** DELETE /api/admin/blogs/<id> (the post's picture goes with it). */
export const deleteBlog = (id: number) =>
  adminRequest<{ message: string }>(`/blogs/${id}`, { method: 'DELETE' });

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBlog, onSuccess: () => queryClient.invalidateQueries() });
}
