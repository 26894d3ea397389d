import type { ContactMessage } from '@madrasa/contracts';
import { useMutation } from '@tanstack/react-query';
import { asRow, optionalText } from '@/shared/api/read-rows.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';

/** POST /api/inbox; resolves to the server's confirmation text ('' when it sent none). */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const body = await apiRequest('/api/inbox', { method: 'POST', body: message, auth: false });
  return optionalText(asRow(body)?.message) ?? '';
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
