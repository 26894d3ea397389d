import http from 'node:http';
import path from 'node:path';

/**
 * The local-only channel through which `npm run create-admin` and `npm run backup` reach a
 * server that owns the embedded database (no other process may open it). It is a Unix
 * socket inside DATA_DIR/control, a folder only the server's user may enter (0700), so
 * the file system decides who may use it; nothing of it is reachable over the network.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'control', 'madrasa.sock');

/** Unix socket paths are limited to 107 bytes on Linux (less elsewhere). */
export const SOCKET_PATH_MAX = 100;

export type ControlRoute = { method: 'POST'; path: '/admins' } | { method: 'GET'; path: '/backup' };

/**
 * Sends one request to the server owning `dataDir`; null when no server listens there
 * (none runs, or it runs with another database), so the caller opens the database itself.
 */
export function callControl(
  dataDir: string,
  route: ControlRoute,
  body?: unknown,
): Promise<http.IncomingMessage | null> {
  const socketPath = controlSocketPath(dataDir);
  if (socketPath.length > SOCKET_PATH_MAX) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        socketPath,
        method: route.method,
        path: route.path,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      resolve,
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    request.end(payload);
  });
}

export async function readJson(response: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
