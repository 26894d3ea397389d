import type { ChatEvent, Role } from '@madrasa/contracts';
import { WebSocket } from 'ws';
import type { App } from '../../app.ts';
import { classes, classMembers, subjects } from '../../db/schema.ts';
import { createAdmin } from '../../modules/admin/auth/admin-accounts.ts';
import { createSession } from '../../plugins/authentication/sessions.ts';
import { createParent, createStudent, createTeacher } from '../factories.ts';

export type Member = { role: Role; id: number; token: string; first_name: string };

/**
 * Test support only: accounts with sessions, a teacher's class with students in it, calls
 * as any of them, and sockets whose events a test awaits (never a sleep).
 */
export function chatKit(app: App) {
  let address = 0;
  const db = app.db;

  const account = async (role: 'student' | 'teacher' | 'parent', first_name = 'Test') => {
    const make =
      role === 'student' ? createStudent : role === 'teacher' ? createTeacher : createParent;
    const row = await make(db, { first_name });
    return { role, id: row.id, first_name, token: await createSession(db, { role, id: row.id }) };
  };

  /** An editor (admin) with a session. */
  const editor = async (): Promise<Member> => {
    const admin = await createAdmin(db, {
      email: `chat-editor-${Date.now()}-${Math.random()}@example.com`,
      name: 'Chat Editor',
      password: 'Chat#Editor1',
    });
    const token = await createSession(db, { role: 'admin', id: admin.id });
    return { role: 'admin', id: admin.id, first_name: 'Chat', token };
  };

  /** A class of `teacher` with these students in it; its id is its room's. */
  const classWith = async (teacher: Member, members: Member[], name = 'Grade 10 B') => {
    const [subject] = await db.select({ id: subjects.id }).from(subjects).limit(1);
    const code = Math.random().toString(36).slice(2, 8).toUpperCase();
    const [made] = await db
      .insert(classes)
      .values({ teacher_id: teacher.id, name, subject_id: subject?.id ?? null, code })
      .returning({ id: classes.id });
    if (!made) throw new Error('class not made');
    if (members.length > 0) {
      await db
        .insert(classMembers)
        .values(members.map((member) => ({ class_id: made.id, student_id: member.id })));
    }
    return made.id;
  };

  const send = (
    who: Member | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language: 'en' | 'ar' = 'en',
  ) => {
    address += 1;
    return app.inject({
      method,
      url,
      payload,
      remoteAddress: `10.7.${address >> 8}.${address & 255}`,
      headers: {
        'accept-language': language,
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
    });
  };

  const post = (who: Member, classId: number, body: string, reply_to?: number) =>
    send(who, 'POST', `/api/classes/${classId}/chat/messages`, { body, reply_to });

  const ticketOf = async (who: Member) => {
    const response = await send(who, 'POST', '/api/chat/ticket');
    if (response.statusCode !== 200) throw new Error(`ticket: ${response.body}`);
    return response.json().data.ticket as string;
  };

  return { account, editor, classWith, send, post, ticketOf };
}

/** A socket whose events are kept in order; `next` awaits the first one matching. */
export type TestSocket = {
  events: ChatEvent[];
  next: (match: (event: ChatEvent) => boolean) => Promise<ChatEvent>;
  closed: Promise<{ code: number }>;
  close: () => void;
};

/** Opens the chat socket of a listening app; rejects with the HTTP status when refused. */
export function openSocket(baseUrl: string, query: string): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/chat/socket?${query}`);
  const events: ChatEvent[] = [];
  const waiting: { match: (event: ChatEvent) => boolean; resolve: (event: ChatEvent) => void }[] =
    [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as ChatEvent;
    events.push(event);
    for (const waiter of [...waiting]) {
      if (waiter.match(event)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  const closed = new Promise<{ code: number }>((resolve) =>
    socket.on('close', (code) => resolve({ code })),
  );
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_request, response) => {
      reject(
        Object.assign(new Error(`refused: ${response.statusCode}`), {
          status: response.statusCode,
        }),
      );
      socket.terminate();
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        events,
        closed,
        close: () => socket.close(),
        next: (match) => {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((found) => waiting.push({ match, resolve: found }));
        },
      }),
    );
  });
}
