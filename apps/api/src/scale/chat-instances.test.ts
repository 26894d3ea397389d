import type { ChatEvent } from '@madrasa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatKit, openSocket } from '../test-support/kits/chat-kit.ts';
import { type Cluster, startInstances } from '../test-support/scale/start-instances.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = process.env.TEST_DB_KIND === 'postgres' && !!databaseUrl && !!redisUrl;
if (!runs) {
  console.warn(
    'Two-instance chat test skipped: it runs in the api-postgres project with TEST_DATABASE_URL and TEST_REDIS_URL set.',
  );
}

const isMessage = (body: string) => (event: ChatEvent) =>
  event.type === 'message' && event.message.body === body;

describe.skipIf(!runs)('chat rooms on two instances through Redis', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    if (!databaseUrl || !redisUrl) return;
    cluster = await startInstances(2, { database: databaseUrl, redis: redisUrl });
  }, 120_000);
  afterAll(() => cluster?.close());

  it("delivers each instance's messages to the other's sockets, with tickets good on either", async () => {
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances expected');
    const onA = chatKit(a.app);
    const onB = chatKit(b.app);
    const teacher = await onA.account('teacher', 'Huda');
    const sara = await onA.account('student', 'Sara');
    const omar = await onA.account('student', 'Omar');
    const room = await onA.classWith(teacher, [sara, omar]);

    // A ticket made by A opens a socket on B: tickets live in Redis.
    const saraOnB = await openSocket(b.url, `ticket=${await onA.ticketOf(sara)}`);
    const omarOnA = await openSocket(a.url, `ticket=${await onB.ticketOf(omar)}`);

    expect((await onA.post(omar, room, 'مرحبا من الخادم الأول')).statusCode).toBe(201);
    await saraOnB.next(isMessage('مرحبا من الخادم الأول'));
    expect((await onB.post(sara, room, 'hello from the second one')).statusCode).toBe(201);
    const heard = await omarOnA.next(isMessage('hello from the second one'));
    expect(heard).toMatchObject({ message: { class_id: room, author: { id: sara.id } } });

    // Flood control counts on both: five messages through A, the sixth through B is refused.
    for (const n of [1, 2, 3, 4])
      expect((await onA.post(omar, room, `n${n}`)).statusCode).toBe(201);
    expect((await onB.post(omar, room, 'one too many')).statusCode).toBe(429);
    saraOnB.close();
    omarOnA.close();
  });
});
