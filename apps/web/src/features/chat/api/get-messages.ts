import { type ChatMessagesQuery, chatMessagesReply } from '@madrasa/contracts';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';
import { roomPath } from './keys.ts';

/**
 * GET /api/classes/{id}/chat/messages: the newest page, `before` (history, backwards) or
 * `after` (a reconnect's catch-up); each page oldest first, with whether more lie beyond it.
 */
export async function getMessages(
  classId: number,
  query: ChatMessagesQuery = {},
  signal?: AbortSignal,
) {
  const reply = readAnswer(
    chatMessagesReply,
    await apiRequest(roomPath(classId, '/messages'), { query, signal }),
  );
  return { messages: reply.data, hasMore: reply.has_more };
}
