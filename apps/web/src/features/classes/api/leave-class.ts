import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { messageOf, STUDENT_CLASSES_KEY } from './keys.ts';

/** DELETE /api/student/classes/{id}: leave a class; its work leaves the To do list too. */
export function useLeaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (classId: number) =>
      messageOf(await apiRequest(`/api/student/classes/${classId}`, { method: 'DELETE' })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_CLASSES_KEY }),
  });
}
