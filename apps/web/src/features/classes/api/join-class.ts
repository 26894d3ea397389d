import { joinClassReply } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { STUDENT_CLASSES_KEY } from './keys.ts';

/** POST /api/student/classes: join by code (201 joined, 200 already in); the class and text. */
export function useJoinClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      readAnswer(
        joinClassReply,
        await apiRequest('/api/student/classes', { method: 'POST', body: { code } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STUDENT_CLASSES_KEY }),
  });
}
