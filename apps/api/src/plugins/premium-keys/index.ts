import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import {
  loadPremiumSecret,
  type PremiumKeys,
  premiumKeysOf,
} from '../../lib/premium/premium-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The keys behind card codes and signed premium file URLs (lib/premium/premium-keys.ts). */
    premiumKeys: PremiumKeys;
  }
}

export const premiumKeysPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const secret = await loadPremiumSecret(config.premiumSecret, config.dataDir);
    if (!config.premiumSecret && config.database.kind === 'postgres') {
      app.log.warn(
        'PREMIUM_SECRET is unset: this instance keeps its own in DATA_DIR/secrets. Set the same PREMIUM_SECRET on every instance, or cards and premium file links made on one fail on another.',
      );
    }
    app.decorate('premiumKeys', premiumKeysOf(secret));
  },
  { name: 'premium-keys' },
);
