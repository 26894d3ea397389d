import type { ChatEvent, ChatMessage, ChatRoom } from '@madrasa/contracts';
import { json } from '@/test/render-app.tsx';

export const sara = { id: 21, role: 'student' as const, first_name: 'Sara', last_name: 'Haddad' };
export const layla = { id: 22, role: 'student' as const, first_name: 'ليلى', last_name: 'العمري' };
export const ahmad = { id: 3, role: 'teacher' as const, first_name: 'Ahmad', last_name: 'Khatib' };

export const chatRoom = (me: Partial<ChatRoom['me']> = {}): ChatRoom => ({
  class_id: 7,
  class_name: 'Grade 10 B – Mathematics',
  section: 'B',
  teacher: { id: 3, first_name: 'Ahmad', last_name: 'Khatib' },
  archived: false,
  settings: { open_from: null, open_until: null },
  me: { role: 'student', can_post: true, read_only_reason: null, muted_until: null, ...me },
});

export const chatMessage = (
  id: number,
  author: ChatMessage['author'],
  body: string,
  more: Partial<ChatMessage> = {},
): ChatMessage => ({
  id,
  class_id: 7,
  author,
  body,
  reply_to: null,
  created_at: `2026-12-03T1${id % 10}:05:00Z`,
  deleted: false,
  deleted_by: null,
  ...more,
});

export const messagesPage = (data: ChatMessage[], hasMore = false) =>
  json({ status: 'success', data, has_more: hasMore });

/**
 * A WebSocket the test drives: `open()`, `deliver(event)` and `drop()` do what the server
 * and the network would. Every socket made is kept in `made`, newest last.
 */
export class FakeSocket {
  static made: FakeSocket[] = [];
  static latest = () => FakeSocket.made.at(-1) as FakeSocket;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  deliver(event: ChatEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

export const ticketAnswer = () =>
  json({
    status: 'success',
    data: {
      ticket: 'ticket-0123456789abcdef',
      expires_at: '2026-12-03T10:00:30Z',
      path: '/api/chat/socket',
    },
  });
