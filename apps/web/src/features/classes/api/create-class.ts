import { type CreateClassInput, createdClassReply } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { TEACHER_CLASSES_KEY } from './keys.ts';

/** POST /api/teacher/classes: the new class and the server's "created" text. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateClassInput) =>
      readAnswer(
        createdClassReply,
        await apiRequest('/api/teacher/classes', { method: 'POST', body: input }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEACHER_CLASSES_KEY }),
  });
}
