import { useMutation } from '@tanstack/react-query';
import { roomPath } from './keys.ts';
import { requestMessage } from './message-reply.ts';

/** DELETE /api/classes/{id}/chat/messages/{messageId}: the teacher any, an author their own. */
export const useDeleteMessage = (classId: number) =>
  useMutation({
    mutationFn: (messageId: number) =>
      requestMessage(roomPath(classId, `/messages/${messageId}`), { method: 'DELETE' }),
  });
