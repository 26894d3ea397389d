import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Text fields are short (a name, a title, an "about you"); anything longer is refused. */
export const FIELD_LIMITS = { fieldSize: 64 * 1024, fields: 30, parts: 40 } as const;

/**
 * Multipart parsing for the routes of the module that registers this (modules register it
 * themselves; it is idempotent, so a parent context that already has it is left alone).
 * The parser only marks the request: bodies are read by `receiveUpload`, part by part.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.hasContentTypeParser('multipart/form-data')) return;
    await app.register(multipart, { limits: FIELD_LIMITS });

    // An upload refused half-way (413, 415, bad fields) leaves the rest of the body unread.
    // Closing the connection after the answer stops the client sending, say, the rest of
    // a 2 GB video, and keeps the unread bytes from being parsed as the next request.
    app.addHook('onSend', async (request, reply) => {
      if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
    });
  },
  { name: 'uploads' },
);
