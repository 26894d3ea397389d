import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The page policy: scripts only from our origin (no inline scripts), images from us
 * and data: URIs, the Google map in a frame, nothing else from outside. Inline styles
 * stay allowed because UI libraries set them at runtime; they cannot run code.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ['https://www.google.com', 'https://maps.google.com'],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
  },
};

/**
 * Full helmet headers (CSP, HSTS, COOP, ...) go on HTML only: that is where they protect
 * anything, and on every JSON reply they would cost about half the throughput. Other
 * replies get the two headers that matter for them. helmet's own middleware, made once, is
 * run on HTML replies only: @fastify/helmet would add two hooks to every request, one of
 * them async, a tenth of a kept read's cost (bench:api, issue 36).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    // The contact page embeds the configured map, whichever host PUBLIC_MAP_EMBED_URL names.
    const mapOrigin = new URL(app.config.contact.map_embed_url).origin;
    const { frameSrc } = CONTENT_SECURITY_POLICY.directives;
    const pageHeaders = helmet({
      contentSecurityPolicy: {
        ...CONTENT_SECURITY_POLICY,
        directives: {
          ...CONTENT_SECURITY_POLICY.directives,
          frameSrc: frameSrc.includes(mapOrigin) ? frameSrc : [...frameSrc, mapOrigin],
        },
      },
      crossOriginEmbedderPolicy: false,
      // The default (no-referrer) would hide even our own origin from the embedded map.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    // A callback, not an async function: every reply crosses it (language.ts).
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html')) {
        pageHeaders(request.raw, reply.raw, (error?: unknown) =>
          error ? done(error as Error) : done(null, payload),
        );
        return;
      }
      reply.header('x-content-type-options', 'nosniff');
      if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
