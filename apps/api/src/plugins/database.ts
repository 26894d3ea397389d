import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Opens the database and runs migrations before any route is ready, so
 * `/api/health` answering means the schema is current. Closed last on shutdown.
 */
export const databasePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const database = await openDatabase(config, {
      onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    });
    app.decorate('db', database.db);
    const { updated, collisions, unreadable } = database.phones;
    if (updated > 0) app.log.info({ updated }, 'phone numbers brought to their international form');
    if (collisions.length > 0 || unreadable.length > 0) {
      app.log.warn(
        { collisions, unreadable },
        'some stored phone numbers were left as they are: see Phone numbers in the admin console',
      );
    }
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
