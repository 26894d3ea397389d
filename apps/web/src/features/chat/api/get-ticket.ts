import { chatTicketReply } from '@madrasa/contracts';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest } from '@/shared/lib/api-client.ts';

/** POST /api/chat/ticket: a one-time ticket (30 s) and the path to open the socket with. */
export const getTicket = async () =>
  readAnswer(chatTicketReply, await apiRequest('/api/chat/ticket', { method: 'POST' })).data;
