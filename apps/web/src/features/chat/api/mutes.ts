import { chatMuteReply, chatMuteSchemaOut } from '@madrasa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getData, readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { chatKeys, roomPath } from './keys.ts';
import { requestMessage } from './message-reply.ts';

/** GET /api/classes/{id}/chat/mutes: the students muted now (the teacher). */
export const useMutes = (classId: number, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.mutes(classId),
    queryFn: ({ signal }) =>
      getData(roomPath(classId, '/mutes'), { signal, schema: z.array(chatMuteSchemaOut) }),
    enabled,
  });

/** POST /api/classes/{id}/chat/mutes: mute a student for `minutes`; answers the server's text. */
export function useMuteStudent(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { student_id: number; minutes: number }) =>
      readAnswer(
        chatMuteReply,
        await apiRequest(roomPath(classId, '/mutes'), { method: 'POST', body: input }),
      ).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.mutes(classId) }),
  });
}

/** DELETE /api/classes/{id}/chat/mutes/{studentId}: the student may write again. */
export function useUnmuteStudent(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) =>
      requestMessage(roomPath(classId, `/mutes/${studentId}`), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.mutes(classId) }),
  });
}
