import { contactMessageSchema, messageReply, translate } from '@madrasa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saveContactMessage } from './save-contact-message.ts';

/** Sends per address allowed in the window: plenty for a person, little for a spam script. */
export const INBOX_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** The contact form (docs/product.md §7 "POST inbox"). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inbox',
    {
      config: { rateLimit: INBOX_LIMIT },
      schema: {
        tags: ['site'],
        summary: 'Send a message to the site team',
        body: contactMessageSchema,
        response: { 201: messageReply },
      },
    },
    async (request, reply) => {
      await saveContactMessage(app.db, request.body);
      return reply.code(201).send({
        status: 'success' as const,
        message: translate(request.language, 'site.contact_sent'),
      });
    },
  );
};
