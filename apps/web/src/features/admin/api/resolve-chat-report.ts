import { messageReply } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { adminRequest } from './admin-request.ts';
import { CHAT_REPORTS_KEY } from './list-chat-reports.ts';

/** POST /api/admin/chat-reports/{id}/resolve: the report was looked at and dealt with. */
export function useResolveChatReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      readAnswer(
        messageReply,
        await adminRequest(`/chat-reports/${id}/resolve`, { method: 'POST' }),
      ).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHAT_REPORTS_KEY }),
  });
}
