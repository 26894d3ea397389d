import { chatReportsReply } from '@madrasa/contracts';
import { useQuery } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { ADMIN_QUERY_ROOT, adminRequest } from './admin-request.ts';

export type ChatReportStatus = 'open' | 'resolved';
export const CHAT_REPORTS_KEY = [ADMIN_QUERY_ROOT, 'chat-reports'] as const;

/** GET /api/admin/chat-reports?status: reports from every class's room, newest first (≤ 100). */
export const useChatReports = (status: ChatReportStatus) =>
  useQuery({
    queryKey: [...CHAT_REPORTS_KEY, status],
    queryFn: async ({ signal }) =>
      readAnswer(
        chatReportsReply,
        await adminRequest('/chat-reports', { signal, query: { status } }),
      ).data,
  });
