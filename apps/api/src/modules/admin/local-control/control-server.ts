import { chmod, mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createAdminSchema, translate } from '@madrasa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { isAppError } from '../../../lib/app-error.ts';
import { writeBackup } from '../../../lib/backup/backup-archive.ts';
import { controlSocketPath, SOCKET_PATH_MAX } from '../../../lib/control-channel.ts';
import { createAdmin } from '../auth/admin-accounts.ts';

const MAX_BODY = 16 * 1024;

/**
 * The server's end of the local control channel (lib/control-channel.ts), opened only when
 * this process owns an embedded database: `POST /admins` adds an admin, `GET /backup`
 * streams a backup archive. Answers are English, for the operator's terminal.
 */
export const localControl: FastifyPluginAsync = async (app) => {
  const { config } = app;
  if (config.database.kind !== 'pglite' || !config.database.dataDir) return;
  const socketPath = controlSocketPath(config.dataDir);
  if (socketPath.length > SOCKET_PATH_MAX) {
    app.log.warn(
      { socketPath },
      'DATA_DIR is too long a path for the control socket: create-admin and backup need the server stopped',
    );
    return;
  }

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const addAdmin = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    let size = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) return send(response, 413, { message: 'Request too large.' });
      chunks.push(chunk as Buffer);
    }
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(response, 400, { message: 'The request is not JSON.' });
    }
    const parsed = createAdminSchema.safeParse(body);
    if (!parsed.success) {
      const errors = parsed.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${translate('en', issue.message)}`,
      );
      return send(response, 422, { message: 'Invalid admin details.', errors });
    }
    const admin = await createAdmin(app.db, parsed.data);
    app.log.info({ adminId: admin.id }, 'admin created through the local control channel');
    send(response, 201, { admin });
  };

  const backup = async (response: http.ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/gzip' });
    const dump = app.dumpDatabase;
    if (!dump) throw new Error('no embedded database to dump');
    await writeBackup(
      {
        database: { kind: 'pglite', dump },
        storageDir: config.storage.driver === 'local' ? config.storageDir : null,
        holdDeletes: app.storage.holdDeletes,
      },
      response,
    );
    app.log.info('backup written through the local control channel');
  };

  const server = http.createServer((request, response) => {
    const route = `${request.method} ${request.url}`;
    const handled =
      route === 'POST /admins'
        ? addAdmin(request, response)
        : route === 'GET /backup'
          ? backup(response)
          : Promise.resolve(send(response, 404, { message: `Unknown request: ${route}` }));
    handled.catch((error: unknown) => {
      if (isAppError(error)) {
        send(response, error.statusCode, {
          message: translate('en', error.messageKey, error.params),
        });
        return;
      }
      app.log.error({ err: error }, 'local control request failed');
      if (response.headersSent) response.destroy(error as Error);
      else send(response, 500, { message: 'The server could not do that; see its log.' });
    });
  });

  app.addHook('onReady', async () => {
    const dir = path.dirname(socketPath);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    // This process holds the data-folder lock, so a socket file left here is a dead one's.
    await rm(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  });
};
