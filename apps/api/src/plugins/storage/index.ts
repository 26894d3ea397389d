import { createReadStream } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createStorage, type HoldableStorage, withDeleteHold } from '../../lib/storage/index.ts';
import { DEFAULT_FILES } from '../../lib/storage-path.ts';
import { SEED_ASSETS_DIR } from '../../paths.ts';
import { serveStorageRoutes } from './serve-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: HoldableStorage;
  }
}

const DEFAULT_SOURCES: Record<string, string> = {
  [DEFAULT_FILES.teacherPhoto]: path.join(SEED_ASSETS_DIR, 'teachers/default-teacher.webp'),
};

export const storagePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const storage = withDeleteHold(await createStorage(config));
    for (const [key, source] of Object.entries(DEFAULT_SOURCES)) {
      if (!(await storage.stat(key))) await storage.put(key, createReadStream(source));
    }
    app.decorate('storage', storage);
    await app.register(serveStorageRoutes);
  },
  { name: 'storage', dependencies: ['database', 'premium-keys', 'premium-index'] },
);
