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
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);
