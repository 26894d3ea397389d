import { type MessageKey, translate } from '@madrasa/contracts';
import type { FastifyRequest } from 'fastify';

/** A success reply with the confirmation for the console's toast, and the row when there is one. */
export const savedReply = <T>(
  request: FastifyRequest,
  { key, data }: { key: MessageKey; data: T },
) => ({
  status: 'success' as const,
  message: translate(request.language, key),
  data,
});

export const messageOf = (request: FastifyRequest, key: MessageKey) => ({
  status: 'success' as const,
  message: translate(request.language, key),
});
