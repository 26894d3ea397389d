import { type ContactMessage, messageReply } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';

/** POST /api/inbox; resolves to the server's confirmation text. */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const body = await apiRequest('/api/inbox', { method: 'POST', body: message, auth: false });
  return readAnswer(messageReply, body).message;
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
