import { apiRequest } from '@/shared/lib/api-client.ts';
import { messageOf } from './keys.ts';
import { useClassMutation } from './use-class-mutation.ts';

/** DELETE /api/teacher/classes/{id}/assignments/{assignmentId}: the server's text. */
export const useDeleteAssignment = (classId: number) =>
  useClassMutation(classId, async (assignmentId: number) =>
    messageOf(
      await apiRequest(`/api/teacher/classes/${classId}/assignments/${assignmentId}`, {
        method: 'DELETE',
      }),
    ),
  );
