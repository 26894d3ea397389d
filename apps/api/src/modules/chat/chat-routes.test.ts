import { CHAT_LIMITS, type ChatMessage } from '@madrasa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, classes, parentLinks, students } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app.ts';
import { chatKit, type Member } from '../../test-support/kits/chat-kit.ts';
import { pruneChatMessages } from './chat-routes.ts';

/** `HH:MM` in Amman, `hours` from now. */
const ammanClock = (hours: number) =>
  new Date(Date.now() + (3 + hours) * 3_600_000).toISOString().slice(11, 16);

describe('chat rooms over HTTP', () => {
  let t: TestApp;
  let kit: ReturnType<typeof chatKit>;
  let teacher: Member;
  let sara: Member;
  let omar: Member;
  let outsider: Member;
  let otherTeacher: Member;
  let room: number;

  beforeAll(async () => {
    t = await buildTestApp();
    kit = chatKit(t.app);
    teacher = await kit.account('teacher', 'Huda');
    otherTeacher = await kit.account('teacher', 'Other');
    sara = await kit.account('student', 'Sara');
    omar = await kit.account('student', 'Omar');
    outsider = await kit.account('student', 'Outsider');
    room = await kit.classWith(teacher, [sara, omar]);
  });
  afterAll(() => t?.close());

  it('lets members write and read, in Arabic, English and emoji, with replies', async () => {
    const first = await kit.post(sara, room, '  مرحبا يا أستاذة 👋 see https://example.com  ');
    expect(first.statusCode).toBe(201);
    const message = first.json().data as ChatMessage;
    expect(message).toMatchObject({
      class_id: room,
      author: { id: sara.id, role: 'student', first_name: 'Sara' },
      body: 'مرحبا يا أستاذة 👋 see https://example.com',
      reply_to: null,
      deleted: false,
    });
    const answer = await kit.post(teacher, room, 'Welcome!', message.id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.reply_to).toEqual({
      id: message.id,
      author_first_name: 'Sara',
      excerpt: message.body,
    });
    const page = await kit.send(omar, 'GET', `/api/classes/${room}/chat/messages`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((m: ChatMessage) => m.body)).toEqual([message.body, 'Welcome!']);
  });

  it('refuses a reply to a message of another room, and an empty or too long text', async () => {
    const elsewhere = await kit.classWith(otherTeacher, [outsider]);
    const theirs = (await kit.post(outsider, elsewhere, 'hello')).json().data as ChatMessage;
    const reply = await kit.post(sara, room, 'replying', theirs.id);
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors.reply_to).toEqual([
      'The message you are replying to is not in this room.',
    ]);
    expect((await kit.post(sara, room, '   ')).statusCode).toBe(422);
    const long = await kit.post(sara, room, 'a'.repeat(CHAT_LIMITS.bodyLength + 1));
    expect(long.json().errors.body).toEqual(['A message can have at most 1000 characters']);
  });

  it('answers 404 to a non-member for a guessed room, reading or writing, and 403 to an editor', async () => {
    for (const who of [outsider, otherTeacher]) {
      const read = await kit.send(who, 'GET', `/api/classes/${room}/chat/messages`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe('This chat room was not found.');
      expect((await kit.post(who, room, 'let me in')).statusCode).toBe(404);
      expect((await kit.send(who, 'GET', `/api/classes/${room}/chat`)).statusCode).toBe(404);
    }
    const arabic = await kit.send(
      outsider,
      'GET',
      `/api/classes/${room}/chat/messages`,
      undefined,
      'ar',
    );
    expect(arabic.json().message).toBe('لم يُعثر على غرفة المحادثة هذه.');
    expect((await kit.send(outsider, 'GET', '/api/classes/999999/chat')).statusCode).toBe(404);
    const rooms = await kit.send(outsider, 'GET', '/api/chat/rooms');
    expect(rooms.json().data.map((r: { class_id: number }) => r.class_id)).not.toContain(room);
  });

  it('keeps a muted student from writing until the teacher lifts it', async () => {
    const muted = await kit.send(teacher, 'POST', `/api/classes/${room}/chat/mutes`, {
      student_id: omar.id,
      minutes: 30,
    });
    expect(muted.statusCode).toBe(200);
    // Until when, in Amman time as the reader writes it: `Thu 4 Dec, 23:59`.
    expect(muted.json().message).toMatch(
      /is muted until [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2} \(Amman time\)\.$/,
    );
    const refused = await kit.post(omar, room, 'can I talk?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Your teacher muted you in this room until /);
    const seen = await kit.send(omar, 'GET', `/api/classes/${room}/chat`);
    expect(seen.json().data.me).toMatchObject({ can_post: false, read_only_reason: 'muted' });
    expect(
      (
        await kit.send(omar, 'POST', `/api/classes/${room}/chat/mutes`, {
          student_id: sara.id,
          minutes: 5,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await kit.send(teacher, 'POST', `/api/classes/${room}/chat/mutes`, {
          student_id: outsider.id,
          minutes: 5,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await kit.send(teacher, 'POST', `/api/classes/${room}/chat/mutes`, {
          student_id: omar.id,
          minutes: 4,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await kit.send(teacher, 'DELETE', `/api/classes/${room}/chat/mutes/${omar.id}`)).statusCode,
    ).toBe(200);
    expect((await kit.post(omar, room, 'thank you')).statusCode).toBe(201);
  });

  it('makes the room read-only for students outside its open hours, not for the teacher', async () => {
    const hours = { open_from: ammanClock(2), open_until: ammanClock(3) };
    const saved = await kit.send(teacher, 'PUT', `/api/classes/${room}/chat/settings`, hours);
    expect(saved.statusCode).toBe(200);
    const refused = await kit.post(sara, room, 'is anyone here?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `The room is open for writing from ${hours.open_from} to ${hours.open_until} (Amman time). You can read it now.`,
    );
    expect((await kit.send(sara, 'GET', `/api/classes/${room}/chat/messages`)).statusCode).toBe(
      200,
    );
    expect((await kit.post(teacher, room, 'Homework is on page 12')).statusCode).toBe(201);
    const open = { open_from: ammanClock(-1), open_until: ammanClock(1) };
    await kit.send(teacher, 'PUT', `/api/classes/${room}/chat/settings`, open);
    expect((await kit.post(sara, room, 'thanks, page 12')).statusCode).toBe(201);
    await kit.send(teacher, 'PUT', `/api/classes/${room}/chat/settings`, {
      open_from: null,
      open_until: null,
    });
  });

  it('refuses flooding: five messages in ten seconds, and the same text twice in 30 s', async () => {
    const fast = await kit.account('student', 'Fast');
    const busy = await kit.classWith(teacher, [fast]);
    expect((await kit.post(fast, busy, 'same')).statusCode).toBe(201);
    const again = await kit.post(fast, busy, 'same');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('You sent the same message a moment ago.');
    for (const n of [1, 2, 3]) expect((await kit.post(fast, busy, `m${n}`)).statusCode).toBe(201);
    const flood = await kit.post(fast, busy, 'one more');
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toMatch(
      /^You are sending messages too fast\. Wait \d+ seconds\.$/,
    );
    expect(flood.headers['retry-after']).toBeDefined();
  });

  it('pages history backwards and catches up after an id', async () => {
    const pupil = await kit.account('student');
    const history = await kit.classWith(teacher, [pupil]);
    // Written straight in: the teacher's flood control would stop a loop of posts.
    const rows = await t.app.db
      .insert(chatMessages)
      .values(
        [1, 2, 3, 4, 5, 6, 7].map((n) => ({
          class_id: history,
          author_teacher_id: teacher.id,
          body: `lesson note ${n}`,
        })),
      )
      .returning({ id: chatMessages.id });
    const ids = rows.map((row) => row.id);
    const url = `/api/classes/${history}/chat/messages`;
    const newest = (await kit.send(pupil, 'GET', `${url}?limit=3`)).json();
    expect(newest.data.map((m: ChatMessage) => m.id)).toEqual(ids.slice(4));
    expect(newest.has_more).toBe(true);
    const older = (await kit.send(pupil, 'GET', `${url}?before=${ids[4]}&limit=3`)).json();
    expect(older.data.map((m: ChatMessage) => m.id)).toEqual(ids.slice(1, 4));
    const oldest = (await kit.send(pupil, 'GET', `${url}?before=${ids[1]}&limit=3`)).json();
    expect(oldest).toMatchObject({ has_more: false });
    expect(oldest.data.map((m: ChatMessage) => m.id)).toEqual([ids[0]]);
    const missed = (await kit.send(pupil, 'GET', `${url}?after=${ids[2]}`)).json();
    expect(missed.data.map((m: ChatMessage) => m.id)).toEqual(ids.slice(3));
    expect((await kit.send(pupil, 'GET', `${url}?after=1&before=2`)).statusCode).toBe(422);
  });

  it('deletes in place: the teacher any message, an author only their own', async () => {
    const mine = (await kit.post(sara, room, 'oops, wrong room')).json().data as ChatMessage;
    const notYours = await kit.send(
      omar,
      'DELETE',
      `/api/classes/${room}/chat/messages/${mine.id}`,
    );
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe('You can delete only your own messages.');
    const bad = (await kit.post(omar, room, 'something unkind')).json().data as ChatMessage;
    expect(
      (await kit.send(teacher, 'DELETE', `/api/classes/${room}/chat/messages/${bad.id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await kit.send(sara, 'DELETE', `/api/classes/${room}/chat/messages/${mine.id}`)).statusCode,
    ).toBe(200);
    const page = (
      await kit.send(omar, 'GET', `/api/classes/${room}/chat/messages?after=${mine.id - 1}`)
    ).json();
    const shown = page.data.filter((m: ChatMessage) => [mine.id, bad.id].includes(m.id));
    expect(shown).toMatchObject([
      { id: mine.id, body: null, deleted: true, deleted_by: 'author' },
      { id: bad.id, body: null, deleted: true, deleted_by: 'teacher' },
    ]);
  });

  it('sends a report to the teacher and the editors, who mark it handled', async () => {
    const rude = (await kit.post(omar, room, 'a rude remark')).json().data as ChatMessage;
    const url = `/api/classes/${room}/chat/messages/${rude.id}/reports`;
    const made = await kit.send(sara, 'POST', url, { reason: 'He was rude' });
    expect(made.statusCode).toBe(201);
    expect((await kit.send(sara, 'POST', url, {})).statusCode).toBe(200);
    expect((await kit.send(outsider, 'POST', url, {})).statusCode).toBe(404);
    const teachers = (await kit.send(teacher, 'GET', `/api/classes/${room}/chat/reports`)).json();
    expect(teachers.data[0]).toMatchObject({
      class_id: room,
      message: { id: rude.id },
      reported_body: 'a rude remark',
      reporter: { id: sara.id, role: 'student', first_name: 'Sara' },
      reason: 'He was rude',
      resolved_at: null,
    });
    expect(
      (await kit.send(otherTeacher, 'GET', `/api/classes/${room}/chat/reports`)).statusCode,
    ).toBe(404);
    expect((await kit.send(sara, 'GET', `/api/classes/${room}/chat/reports`)).statusCode).toBe(403);
    // The teacher deletes it; the editors still read what was reported.
    await kit.send(teacher, 'DELETE', `/api/classes/${room}/chat/messages/${rude.id}`);
    const editor = await kit.editor();
    const open = (await kit.send(editor, 'GET', '/api/admin/chat-reports')).json();
    const report = open.data.find((r: { message: { id: number } }) => r.message.id === rude.id);
    expect(report).toMatchObject({ reported_body: 'a rude remark', message: { deleted: true } });
    expect(
      (await kit.send(editor, 'POST', `/api/admin/chat-reports/${report.id}/resolve`)).statusCode,
    ).toBe(200);
    const resolved = (
      await kit.send(editor, 'GET', '/api/admin/chat-reports?status=resolved')
    ).json();
    expect(resolved.data.map((r: { id: number }) => r.id)).toContain(report.id);
    expect((await kit.send(teacher, 'GET', '/api/admin/chat-reports')).statusCode).toBe(403);
  });

  it('keeps an archived class readable and read-only', async () => {
    const pupil = await kit.account('student');
    const old = await kit.classWith(teacher, [pupil]);
    await kit.post(pupil, old, 'last day');
    await t.app.db.update(classes).set({ archived_at: new Date() }).where(eq(classes.id, old));
    expect((await kit.send(pupil, 'GET', `/api/classes/${old}/chat/messages`)).statusCode).toBe(
      200,
    );
    const refused = await kit.post(teacher, old, 'see you');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This class is archived: its chat room is read-only.');
  });

  it('lets a parent read nothing while the school has not turned it on', async () => {
    const parent = await kit.account('parent');
    await t.app.db.insert(parentLinks).values({ parent_id: parent.id, student_id: sara.id });
    const refused = await kit.send(parent, 'GET', `/api/classes/${room}/chat/messages`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Parents cannot open class chat rooms at this school/);
    expect((await kit.send(parent, 'GET', '/api/chat/rooms')).json().data).toEqual([]);
  });

  it('deletes messages past the retention, and a student’s with their account', async () => {
    const pupil = await kit.account('student');
    const kept = await kit.classWith(teacher, [pupil]);
    const now = new Date('2027-01-01T00:00:00Z');
    const day = 24 * 3_600_000;
    await t.app.db.insert(chatMessages).values([
      {
        class_id: kept,
        author_student_id: pupil.id,
        body: 'old',
        created_at: new Date(now.getTime() - 181 * day),
      },
      {
        class_id: kept,
        author_student_id: pupil.id,
        body: 'recent',
        created_at: new Date(now.getTime() - 179 * day),
      },
    ]);
    const pruned = await pruneChatMessages(t.app.db, { days: t.config.chat.retentionDays, now });
    expect(pruned).toBeGreaterThanOrEqual(1);
    const left = await t.app.db
      .select({ body: chatMessages.body })
      .from(chatMessages)
      .where(eq(chatMessages.class_id, kept));
    expect(left.map((row) => row.body)).toEqual(['recent']);
    await t.app.db.delete(students).where(eq(students.id, pupil.id));
    expect(
      await t.app.db.select().from(chatMessages).where(eq(chatMessages.class_id, kept)),
    ).toEqual([]);
  });
});

describe('chat rooms with CHAT_PARENTS_READ on', () => {
  let t: TestApp;
  let kit: ReturnType<typeof chatKit>;

  beforeAll(async () => {
    t = await buildTestApp({ env: { CHAT_PARENTS_READ: 'true' } });
    kit = chatKit(t.app);
  });
  afterAll(() => t?.close());

  it("lets a linked parent read their child's rooms only, never write", async () => {
    const teacher = await kit.account('teacher');
    const child = await kit.account('student');
    const stranger = await kit.account('student');
    const parent = await kit.account('parent');
    await t.app.db.insert(parentLinks).values({ parent_id: parent.id, student_id: child.id });
    const room = await kit.classWith(teacher, [child]);
    const elsewhere = await kit.classWith(teacher, [stranger]);
    await kit.post(child, room, 'hi');
    const read = await kit.send(parent, 'GET', `/api/classes/${room}/chat/messages`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((m: ChatMessage) => m.body)).toEqual(['hi']);
    const rooms = (await kit.send(parent, 'GET', '/api/chat/rooms')).json().data;
    expect(rooms).toMatchObject([
      { class_id: room, me: { role: 'parent', can_post: false, read_only_reason: 'parent' } },
    ]);
    const write = await kit.post(parent, room, 'hello from a parent');
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Parents can read the class chat but cannot write in it.');
    expect(
      (await kit.send(parent, 'GET', `/api/classes/${elsewhere}/chat/messages`)).statusCode,
    ).toBe(404);
  });
});
