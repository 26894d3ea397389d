import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The embedded database's whole data folder as a tarball (for backups); null on PostgreSQL. */
    dumpDatabase: (() => Promise<Blob>) | null;
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
      onLockLost: (error) => {
        // Another process may open the folder now; writing on would lose its writes or ours.
        app.log.fatal({ err: error }, 'lost the lock on the embedded database; stopping');
        process.exit(1);
      },
    });
    app.decorate('db', database.db);
    app.decorate('dumpDatabase', database.dump ?? null);
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
