import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys, roomPath } from './keys.ts';
import { requestMessage } from './message-reply.ts';

/** POST …/messages/{messageId}/reports: to the class's teacher and the editors. */
export function useReportMessage(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      requestMessage(roomPath(classId, `/messages/${messageId}/reports`), {
        method: 'POST',
        body: reason ? { reason } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.reports(classId) }),
  });
}
