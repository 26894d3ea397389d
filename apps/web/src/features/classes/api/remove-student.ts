import { apiRequest } from '@/shared/lib/api-client.ts';
import { messageOf } from './keys.ts';
import { useClassMutation } from './use-class-mutation.ts';

/** DELETE /api/teacher/classes/{id}/students/{studentId}: the server's "removed" text. */
export const useRemoveStudent = (classId: number) =>
  useClassMutation(classId, async (studentId: number) =>
    messageOf(
      await apiRequest(`/api/teacher/classes/${classId}/students/${studentId}`, {
        method: 'DELETE',
      }),
    ),
  );
