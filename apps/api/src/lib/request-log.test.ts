import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

/** A server with the request log, its lines collected, and one route of each kind. */
async function serverWithLog() {
  const lines: { msg: string; req?: { method: string; url: string }; res?: object }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLog() });
  app.decorateRequest('keptReply', false);
  app.get('/kept', async (request) => {
    request.keptReply = true;
    return { from: 'memory' };
  });
  app.get('/fresh', async () => ({ from: 'database' }));
  app.get('/kept-but-failing', async (request, reply) => {
    request.keptReply = true;
    return reply.code(404).send({ missing: true });
  });
  app.get('/broken', async () => {
    throw new Error('the database is gone');
  });
  app.post('/upload', async () => ({ stored: true }));
  await app.ready();
  const requestLines = () => lines.filter((line) => line.msg !== 'Server listening');
  return { app, requestLines };
}

describe('the request log', () => {
  it('writes nothing for a reply answered from memory', async () => {
    const { app, requestLines } = await serverWithLog();
    expect((await app.inject('/kept')).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
  });

  it('writes one line for a read, as it ends, naming the request and the status', async () => {
    const { app, requestLines } = await serverWithLog();
    await app.inject('/fresh?grade=١٠'); // sent percent-encoded, as a browser sends it
    await app.inject('/kept-but-failing');
    expect(requestLines()).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/fresh?grade=%D9%A1%D9%A0' }),
        res: { statusCode: 200 },
      }),
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ url: '/kept-but-failing' }),
        res: { statusCode: 404 },
      }),
    ]);
  });

  it('keeps the arrival line of a write, and every error', async () => {
    const { app, requestLines } = await serverWithLog();
    await app.inject({ method: 'POST', url: '/upload', payload: {} });
    await app.inject('/broken');
    const messages = requestLines().map((line) => line.msg);
    expect(messages.slice(0, 2)).toEqual(['incoming request', 'request completed']);
    expect(messages).toContain('the database is gone');
  });
});
