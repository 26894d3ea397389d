import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, type MessageKey, translate } from '@madrasa/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage } from './pick-language.ts';

const ANSWERS: Record<string, [number, ErrorCode, MessageKey]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'error.request_timeout'],
  HPE_HEADER_OVERFLOW: [431, 'payload_too_large', 'error.payload_too_large'],
};
const OTHERWISE: [number, ErrorCode, MessageKey] = [400, 'bad_request', 'error.bad_request'];

/**
 * Fastify's clientErrorHandler: errors Node raises on a connection before or while a
 * request arrives (headers or body too slow, headers too large, bytes that are not HTTP).
 * Answered with the error envelope, in Arabic because no request says otherwise, then
 * the connection is closed, which also ends any upload still streaming on it.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const response = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    const [status, code, key] = ANSWERS[error.code ?? ''] ?? OTHERWISE;
    const body = JSON.stringify({ status: 'error', code, message: translate('ar', key) });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's frameworkErrors: a URL the router cannot decode (`%c0%af`, a stray `%`) or a
 * path parameter past its length, before any hook runs. The error envelope, not Fastify's
 * own body, in the language the request asks for.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const language = pickLanguage(request.headers['accept-language']);
  reply.code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400).send({
    status: 'error',
    code: 'bad_request',
    message: translate(language, 'error.bad_request'),
  });
}
