import type { AddressInfo } from 'node:net';
import { CHAT_CLOSE_CODES, type ChatEvent } from '@madrasa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classMembers, sessions } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { chatKit, type Member, openSocket } from '../../test-support/kits/chat-kit.ts';
import { SWEEP_MS } from './chat-routes.ts';

const isMessage = (body: string) => (event: ChatEvent) =>
  event.type === 'message' && event.message.body === body;

describe('chat rooms over the WebSocket', () => {
  let t: TestApp;
  let kit: ReturnType<typeof chatKit>;
  let base: string;
  let teacher: Member;
  let sara: Member;
  let outsider: Member;
  let room: number;
  let outsiderRoom: number;

  const connect = async (who: Member, extra = '') =>
    openSocket(base, `ticket=${await kit.ticketOf(who)}${extra}`);

  beforeAll(async () => {
    // The sweep's period is run by hand (a fake setInterval); everything else runs for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    kit = chatKit(t.app);
    teacher = await kit.account('teacher', 'Huda');
    sara = await kit.account('student', 'Sara');
    outsider = await kit.account('student', 'Outsider');
    room = await kit.classWith(teacher, [sara]);
    outsiderRoom = await kit.classWith(teacher, [outsider]);
  });
  afterAll(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  it('pushes a message, a deletion and new hours to the members of the room', async () => {
    const socket = await connect(sara);
    const sent = (await kit.post(teacher, room, 'Good morning ☀️')).json().data;
    const event = await socket.next(isMessage('Good morning ☀️'));
    expect(event).toEqual({ type: 'message', message: sent });
    await kit.send(teacher, 'DELETE', `/api/classes/${room}/chat/messages/${sent.id}`);
    expect(await socket.next((e) => e.type === 'deleted')).toEqual({
      type: 'deleted',
      class_id: room,
      id: sent.id,
    });
    const hours = { open_from: '07:30', open_until: '14:00' };
    await kit.send(teacher, 'PUT', `/api/classes/${room}/chat/settings`, hours);
    expect(await socket.next((e) => e.type === 'room')).toEqual({
      type: 'room',
      class_id: room,
      settings: hours,
    });
    await kit.send(teacher, 'PUT', `/api/classes/${room}/chat/settings`, {
      open_from: null,
      open_until: null,
    });
    socket.close();
  });

  it("never lets a room's events reach a non-member's socket, and refuses a guessed room with 404", async () => {
    const theirs = await connect(outsider);
    await kit.post(sara, room, 'only for our class');
    // Events reach sockets in the order they were sent: once the outsider has the later one
    // of their own room, the earlier one of ours would have come first.
    await kit.post(teacher, outsiderRoom, 'your class only');
    await theirs.next(isMessage('your class only'));
    expect(
      theirs.events.filter((e) => e.type === 'message' && e.message.class_id === room),
    ).toEqual([]);
    const guessed = await connect(outsider, `&class_id=${room}`).catch((error) => error);
    expect(guessed.status).toBe(404);
    theirs.close();
  });

  it('refuses a socket without a valid ticket, and a ticket used twice', async () => {
    const ticket = await kit.ticketOf(sara);
    const first = await openSocket(base, `ticket=${ticket}`);
    const again = await openSocket(base, `ticket=${ticket}`).catch((error) => error);
    expect(again.status).toBe(401);
    const none = await openSocket(base, 'ticket=x'.padEnd(30, 'x')).catch((error) => error);
    expect(none.status).toBe(401);
    expect((await kit.send(null, 'POST', '/api/chat/ticket')).statusCode).toBe(401);
    first.close();
  });

  it('catches a reconnect up with what it missed', async () => {
    const before = await connect(sara);
    const seen = await kit.post(teacher, room, 'before the tunnel');
    const last = (await before.next(isMessage('before the tunnel'))) as ChatEvent & {
      type: 'message';
    };
    before.close();
    await before.closed;
    await kit.post(teacher, room, 'in the tunnel 1');
    await kit.post(teacher, room, 'in the tunnel 2');
    const after = await connect(sara);
    const missed = await kit.send(
      sara,
      'GET',
      `/api/classes/${room}/chat/messages?after=${last.message.id}`,
    );
    expect(missed.json().data.map((m: { body: string }) => m.body)).toEqual([
      'in the tunnel 1',
      'in the tunnel 2',
    ]);
    expect(seen.statusCode).toBe(201);
    after.close();
  });

  it('closes the socket once its session ends or its student leaves the class', async () => {
    const leaver = await kit.account('student', 'Leaver');
    await t.app.db.insert(classMembers).values({ class_id: room, student_id: leaver.id });
    const socket = await connect(leaver);
    await t.app.db
      .delete(classMembers)
      .where(and(eq(classMembers.class_id, room), eq(classMembers.student_id, leaver.id)));
    vi.advanceTimersByTime(SWEEP_MS);
    expect((await socket.closed).code).toBe(CHAT_CLOSE_CODES.rooms_changed);

    const ending = await connect(sara);
    await t.app.db
      .delete(sessions)
      .where(and(eq(sessions.role, 'student'), eq(sessions.user_id, sara.id)));
    vi.advanceTimersByTime(SWEEP_MS);
    expect((await ending.closed).code).toBe(CHAT_CLOSE_CODES.session_ended);
  });
});
