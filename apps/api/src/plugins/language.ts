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
    // Hooks every request crosses are callbacks, not async functions: a promise a hook is
    // a measurable share of a kept read's cost (bench:api, issue 36).
    app.addHook('onRequest', (request, reply, done) => {
      request.language = pickLanguage(request.headers['accept-language']);
      // API messages differ by language, so shared caches must key on it.
      if (request.url.startsWith('/api')) reply.header('vary', 'accept-language');
      done();
    });
  },
  { name: 'language' },
);
