import { teacherClassSchema, type UpdateClassInput } from '@madrasa/contracts';
import { z } from 'zod';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { useClassMutation } from './use-class-mutation.ts';

const reply = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: teacherClassSchema,
});

/**
 * PATCH /api/teacher/classes/{id} (rename, archive, reopen), or POST …/code for a new code:
 * both answer the class and the server's text.
 */
export const useUpdateClass = (classId: number) =>
  useClassMutation(classId, async (change: UpdateClassInput | 'new-code') =>
    readAnswer(
      reply,
      await apiRequest(
        `/api/teacher/classes/${classId}${change === 'new-code' ? '/code' : ''}`,
        change === 'new-code' ? { method: 'POST' } : { method: 'PATCH', body: change },
      ),
    ),
  );
