import { DEFAULT_LANGUAGE, type Language } from '@madrasa/contracts';
import fp from 'fastify-plugin';
import { pickLanguage } from '../lib/pick-language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply language from Accept-Language: Arabic unless English is preferred. */
    language: Language;
  }
}

export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.addHook('onRequest', async (request, reply) => {
      request.language = pickLanguage(request.headers['accept-language']);
      // API messages differ by language, so shared caches must key on it.
      if (request.url.startsWith('/api')) reply.header('vary', 'accept-language');
    });
  },
  { name: 'language' },
);
