import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { teacherFiles } from '../../db/schema.ts';
import { createSession } from '../../plugins/authentication/sessions.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { createTeacher } from '../../test-support/factories.ts';
import { connect, listen, parseResponse } from '../../test-support/security/raw-http.ts';
import { multipart, SAMPLE, storedFiles } from '../../test-support/uploads/test-files.ts';

/**
 * Attack: slow uploads and slowloris (issue 9). Timeouts are shrunk here (config.ts: idle
 * 1 s, headers 2 s, whole request 5 s), with pieces 250 ms apart: a 4× margin, so a busy
 * machine (two test workers on 2 cores) does not pass for a slow client. A
 * client that stops sending is cut off, mid-headers or mid-upload, and its partial file
 * is deleted; one that trickles headers or a body past the limits gets a 408 envelope;
 * an upload that is slow but keeps sending, for longer than the idle timeout, succeeds.
 */
const TIMEOUTS = {
  REQUEST_IDLE_TIMEOUT_MS: '1000',
  REQUEST_HEADERS_TIMEOUT_MS: '2000',
  REQUEST_TIMEOUT_MS: '5000',
};

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ seed: false, env: TIMEOUTS });
  token = await createSession(t.app.db, {
    role: 'teacher',
    id: (await createTeacher(t.app.db)).id,
  });
  port = await listen(t.app);
});
afterAll(() => t?.close());

/** The request head and body of a PDF upload; the file is `size` bytes. */
async function uploadRequest(size: number) {
  const body = await multipart({
    file_name: 'Algebra',
    file_type: 'summary',
    file: { bytes: SAMPLE.pdf(size), name: 'algebra.pdf' },
  });
  const head = [
    'POST /api/teacher-uploads HTTP/1.1',
    'Host: localhost',
    `Authorization: Bearer ${token}`,
    `Content-Type: ${body.headers['content-type']}`,
    `Content-Length: ${body.payload.length}`,
    'Accept-Language: en',
    'Connection: close',
  ].join('\r\n');
  return { head: `${head}\r\n\r\n`, payload: body.payload };
}

/** A quarter of the idle timeout: the pause between the pieces of a slow but live client. */
const PAUSE = 250;

/** Sends `bytes` in `count` pieces with a pause before each; stops once the server hangs up. */
async function trickle(
  socket: import('node:net').Socket,
  bytes: Buffer,
  count: number,
  pause: number,
) {
  const size = Math.ceil(bytes.length / count);
  for (let offset = 0; offset < bytes.length && !socket.destroyed; offset += size) {
    await sleep(pause);
    if (!socket.destroyed) socket.write(bytes.subarray(offset, offset + size));
  }
}

/** Waits until the storage folder holds exactly `files` (deletion follows the hang-up). */
async function storageBecomes(files: string[]) {
  for (
    let i = 0;
    i < 100 && String(await storedFiles(t.config.storageDir)) !== String(files);
    i += 1
  ) {
    await sleep(20);
  }
  return storedFiles(t.config.storageDir);
}

describe('attack: slow clients', () => {
  it('closes a connection that stops half-way through its headers', async () => {
    const { socket, closed } = await connect(port);
    socket.write('POST /api/teacher-uploads HTTP/1.1\r\nHost: localhost\r\n');
    const sent = await closed;
    if (sent) expect(parseResponse(sent).status).toBe(408);
  });

  it('answers 408 to headers trickled in slower than the headers timeout allows', async () => {
    const { socket, closed } = await connect(port);
    const head = Buffer.from(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Pad: ${'a'.repeat(40)}\r\n\r\n`,
    );
    void trickle(socket, head, head.length, PAUSE);
    const response = parseResponse(await closed);
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body)).toEqual({
      status: 'error',
      code: 'request_timeout',
      message: 'كان الاتصال بطيئًا جدًا. يرجى المحاولة مرة أخرى.',
    });
  });

  it('cuts off an upload that stalls and deletes its partial file', async () => {
    const before = await storedFiles(t.config.storageDir);
    const { head, payload } = await uploadRequest(64 * 1024);
    const { socket, closed } = await connect(port);
    socket.write(head);
    socket.write(payload.subarray(0, 40 * 1024));
    await closed;
    expect(await storageBecomes(before)).toEqual(before);
    expect(await t.app.db.select().from(teacherFiles)).toEqual([]);
  });

  it('cuts off an upload that trickles past the whole-request timeout, with a 408', async () => {
    const before = await storedFiles(t.config.storageDir);
    const { head, payload } = await uploadRequest(64 * 1024);
    const { socket, closed } = await connect(port);
    socket.write(head);
    void trickle(socket, payload, 60, PAUSE);
    const response = parseResponse(await closed);
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body).code).toBe('request_timeout');
    expect(await storageBecomes(before)).toEqual(before);
  });

  it('lets a slow upload through as long as it keeps sending', async () => {
    const { head, payload } = await uploadRequest(32 * 1024);
    const { socket, closed } = await connect(port);
    socket.write(head);
    // Ten pieces 250 ms apart: longer in all than the idle timeout, never idle that long.
    await trickle(socket, payload, 10, PAUSE);
    const response = parseResponse(await closed);
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body).status).toBe('success');
  });
});

describe('timeout settings', () => {
  it('default to 30 s idle, 20 s headers and 3 hours in all, and refuse nonsense', () => {
    expect(loadConfig({}).timeouts).toEqual({
      idleMs: 30_000,
      headersMs: 20_000,
      requestMs: 10_800_000,
    });
    expect(() => loadConfig({ REQUEST_IDLE_TIMEOUT_MS: '0' })).toThrow(
      'REQUEST_IDLE_TIMEOUT_MS: must be above 0',
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      'REQUEST_HEADERS_TIMEOUT_MS: must not be above REQUEST_TIMEOUT_MS',
    );
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '0' }).timeouts.requestMs).toBe(0);
  });
});
