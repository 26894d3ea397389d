import { messageReply } from '@madrasa/contracts';
import { readAnswer } from '@/shared/api/get-data.ts';
import { apiRequest, type RequestOptions } from '@/shared/lib/api-client.ts';

/** A write answered `{ status, message }`: the server's text, in the reader's language. */
export const requestMessage = async (path: string, options: RequestOptions) =>
  readAnswer(messageReply, await apiRequest(path, options)).message;
