import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_SWITCH_PATH,
  LANGUAGES,
} from '@madrasa/contracts';
import { stringifySetCookie } from 'cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const switchQuery = z.object({
  to: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  back: z.string().max(2000).optional(),
});

const SELF = 'http://self.invalid';

/**
 * A path of this site, percent-encoded for the Location header (an Arabic query stays
 * readable to the browser), or home: never another host (`//host`, `/\host`, `https://…`).
 */
function pathOnThisSite(back: string | undefined) {
  if (!back?.startsWith('/')) return '/';
  const url = new URL(back, SELF);
  return url.origin === SELF ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/**
 * The language switch for readers whose browser runs no scripts: it writes the cookie the
 * web client writes (same name, path, lifetime and SameSite) and sends the reader back to
 * the page, which the server then renders in the chosen language.
 */
export const languageSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LANGUAGE_SWITCH_PATH,
    { schema: { hide: true, querystring: switchQuery } },
    (request, reply) => {
      const { to, back } = request.query;
      const cookie = stringifySetCookie({
        name: LANGUAGE_COOKIE,
        value: to,
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE,
        sameSite: 'lax',
      });
      return reply
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .redirect(pathOnThisSite(back), 303);
    },
  );
};
