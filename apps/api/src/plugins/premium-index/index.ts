import fp from 'fastify-plugin';
import { keepPremiumIndex, type PremiumIndex } from '../../lib/premium/access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The premium courses and their previews (lib/premium/access.ts), from memory: reloaded
     * after any write that empties the public replies, here or on another instance.
     */
    premiumIndex: () => Promise<PremiumIndex>;
  }
}

/**
 * Premium courses change with the catalogue and with the editors' premium settings, both
 * writes under /api/admin or /api/teacher that empty the public reply cache on every
 * instance (plugins/public-cache). The index follows that cache's generation rather than a
 * signal of its own, so whatever makes the lists change makes the checks change with them.
 */
export const premiumIndexPlugin = fp(
  async (app) => {
    app.decorate(
      'premiumIndex',
      keepPremiumIndex({
        db: app.db,
        generation: () => app.publicReplies.generation,
        maxAgeMs: app.publicReplies.ttlMs,
      }),
    );
  },
  { name: 'premium-index', dependencies: ['database', 'public-cache'] },
);
