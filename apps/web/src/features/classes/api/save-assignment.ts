import { type AssignmentFieldsInput, assignmentReply } from '@madrasa/contracts';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { useClassMutation } from './use-class-mutation.ts';

/**
 * POST /api/teacher/classes/{id}/assignments, or PUT …/{assignmentId} when editing one:
 * the assignment and the server's text.
 */
export const useSaveAssignment = (classId: number) =>
  useClassMutation(classId, async ({ id, body }: { id?: number; body: AssignmentFieldsInput }) =>
    readAnswer(
      assignmentReply,
      await apiRequest(
        `/api/teacher/classes/${classId}/assignments${id === undefined ? '' : `/${id}`}`,
        { method: id === undefined ? 'POST' : 'PUT', body },
      ),
    ),
  );
