import { chatMessageSchema, type SendChatMessageInput } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiGetData } from '@/shared/lib/api-client.ts';
import { roomPath } from './keys.ts';

/**
 * POST /api/classes/{id}/chat/messages: the message as stored (the socket brings it to the
 * others). A refusal (muted, closed, too fast) is an ApiError with the server's text.
 */
export const sendMessage = async (classId: number, input: SendChatMessageInput) =>
  readAnswer(
    chatMessageSchema,
    await apiGetData(roomPath(classId, '/messages'), { method: 'POST', body: input }),
  );

export const useSendMessage = (classId: number) =>
  useMutation({ mutationFn: (input: SendChatMessageInput) => sendMessage(classId, input) });
