import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { App } from '../../app.ts';

/**
 * Test support only: HTTP spoken by hand over a socket, so request targets reach the
 * server byte for byte (inject and fetch normalise `..` and reject raw NUL bytes) and a
 * client can stall half-way through a request.
 */

/** Starts the app on a free local port and returns the port. */
export async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Parses what the server sent before it closed (one response, Connection: close). */
export function parseResponse(raw: string): RawResponse {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') };
}

/** A connected socket and a promise of everything the server sends until it closes. */
export async function connect(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<string>((resolve) => {
    socket.on('error', () => {});
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  return { socket, closed };
}

/** One whole request (head lines without the final blank line, then the body). */
export async function rawRequest(
  port: number,
  head: string[],
  body: Buffer | string = '',
): Promise<RawResponse> {
  const { socket, closed } = await connect(port);
  socket.write(`${[...head, 'Connection: close'].join('\r\n')}\r\n\r\n`, 'latin1');
  // No half-close: Node aborts a request whose client has ended its side.
  socket.write(body);
  return parseResponse(await closed);
}

/** GET of a raw request target, e.g. `/storage/%2e%2e/etc/passwd`. */
export const rawGet = (port: number, target: string) =>
  rawRequest(port, [`GET ${target} HTTP/1.1`, 'Host: localhost']);
