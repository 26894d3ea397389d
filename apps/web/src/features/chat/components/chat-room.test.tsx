import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import {
  ahmad,
  chatMessage,
  chatRoom,
  FakeSocket,
  layla,
  messagesPage,
  sara,
  ticketAnswer,
} from '../test/chat-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const ROOM = '/api/classes/7/chat';
const MESSAGES = '/api/classes/7/chat/messages';

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  FakeSocket.made = [];
});

const log = () => screen.getByRole('log');
const itemOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('a class chat room', () => {
  it('shows each message in its own direction, replies, and says why the server refused', async () => {
    saveSession({ id: sara.id, username: 'stu_sara_21', token: 'student-token' });
    const sent: unknown[] = [];
    mockApi({
      [ROOM]: { status: 'success', data: chatRoom() },
      '/api/chat/ticket': ticketAnswer,
      [MESSAGES]: ({ url, init }: { url: URL; init: RequestInit }) => {
        if (init.method !== 'POST') {
          expect(url.search).toBe('');
          return messagesPage([
            chatMessage(1, layla, 'مرحبا، من حلّ السؤال الثالث؟ https://example.com/q3'),
            chatMessage(2, sara, 'I did, give me a minute'),
          ]);
        }
        const body = JSON.parse(String(init.body));
        sent.push(body);
        if (sent.length === 1) {
          return json(
            {
              status: 'error',
              code: 'rate_limited',
              message: 'You are sending messages too fast. Wait 10 seconds.',
              errors: {},
            },
            429,
          );
        }
        return json(
          {
            status: 'success',
            data: chatMessage(3, sara, body.body, {
              reply_to: {
                id: 1,
                author_first_name: 'ليلى',
                excerpt: 'مرحبا، من حلّ السؤال الثالث؟',
              },
            }),
          },
          201,
        );
      },
    });
    await renderApp('/classes/7/chat', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Grade 10 B – Mathematics/ }),
    ).toBeTruthy();
    // The room's heading can come before its messages: wait for the log itself.
    expect((await screen.findByRole('log')).getAttribute('aria-live')).toBe('polite');
    const arabic = await screen.findByText(/مرحبا، من حلّ السؤال الثالث؟/);
    expect(arabic.getAttribute('dir')).toBe('auto');
    // A link is plain text: no anchor, no preview.
    expect(within(log()).queryByRole('link')).toBeNull();
    expect(itemOf('ليلى العمري').querySelector('bdi')?.textContent).toBe('ليلى العمري');
    // History is not announced; the reader's own message says "You".
    expect(itemOf('I did, give me a minute').getAttribute('aria-live')).toBe('off');
    expect(within(itemOf('I did, give me a minute')).getByText('You')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reply to ليلى العمري' }));
    const box = screen.getByRole('textbox', { name: 'Message to Grade 10 B – Mathematics' });
    expect(document.activeElement).toBe(box);
    expect(screen.getByText('Replying to')).toBeTruthy();
    await userEvent.type(box, 'Me 👍{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You are sending messages too fast. Wait 10 seconds.',
    );
    expect(box).toHaveProperty('value', 'Me 👍');

    await userEvent.type(box, '{Enter}');
    expect(await screen.findByText('Me 👍')).toBeTruthy();
    expect(sent).toEqual([
      { body: 'Me 👍', reply_to: 1 },
      { body: 'Me 👍', reply_to: 1 },
    ]);
    expect(box).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByText('Replying to')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const mine = itemOf('Me 👍');
    expect(mine.getAttribute('aria-live')).toBe('off');
    expect(within(mine).getByRole('button', { name: /In reply to/ })).toBeTruthy();

    // Shift+Enter is a new line; a reply can be dropped.
    await userEvent.click(screen.getByRole('button', { name: 'Reply to ليلى العمري' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the reply' }));
    expect(screen.queryByText('Replying to')).toBeNull();
    await userEvent.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box).toHaveProperty('value', 'one\ntwo');
    expect(sent).toHaveLength(2);
  });

  it('brings messages live, announces only others’, and catches up after a reconnect', async () => {
    saveSession({ id: sara.id, username: 'stu_sara_21', token: 'student-token' });
    const afters: string[] = [];
    mockApi({
      [ROOM]: { status: 'success', data: chatRoom() },
      '/api/chat/ticket': ticketAnswer,
      [MESSAGES]: ({ url }: { url: URL }) => {
        const after = url.searchParams.get('after');
        if (after === null) return messagesPage([chatMessage(1, ahmad, 'Good morning, class')]);
        afters.push(after);
        return messagesPage(after === '4' ? [chatMessage(5, layla, 'فاتني شيء؟')] : []);
      },
    });
    await renderApp('/classes/7/chat', { language: 'en' });
    await screen.findByText('Good morning, class');
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const first = FakeSocket.latest();
    expect(first.url).toBe(
      'ws://localhost:3000/api/chat/socket?ticket=ticket-0123456789abcdef&class_id=7',
    );
    act(() => first.open());
    await waitFor(() => expect(afters).toEqual(['1']));

    act(() => first.deliver({ type: 'message', message: chatMessage(4, layla, 'السلام عليكم') }));
    const arrived = itemOf('السلام عليكم');
    expect(arrived.getAttribute('aria-live')).toBeNull();
    act(() => first.deliver({ type: 'deleted', class_id: 7, id: 1 }));
    expect(await screen.findByText('This message was deleted.')).toBeTruthy();

    act(() => first.drop());
    expect(await screen.findByText('Reconnecting…')).toBeTruthy();
    // Back online, it does not sit out the backoff.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(FakeSocket.made).toHaveLength(2));
    act(() => FakeSocket.latest().open());
    const missed = await screen.findByText('فاتني شيء؟');
    expect(afters).toEqual(['1', '4']);
    expect(missed.closest('li')?.getAttribute('aria-live')).toBeNull();
    expect(missed.getAttribute('dir')).toBe('auto');
    expect(screen.queryByText('Reconnecting…')).toBeNull();
  });

  it('lets the teacher delete a message after confirming, and offers to mute its author', async () => {
    saveSession({ id: ahmad.id, username: 'tch_ahmad_3', token: 'teacher-token' });
    const deleted: string[] = [];
    mockApi({
      [ROOM]: { status: 'success', data: chatRoom({ role: 'teacher' }) },
      '/api/chat/ticket': ticketAnswer,
      [MESSAGES]: () => messagesPage([chatMessage(1, layla, 'رسالة غير لائقة')]),
      [`${MESSAGES}/1`]: ({ init }: { init: RequestInit }) => {
        deleted.push(String(init.method));
        return json({ status: 'success', message: 'The message was deleted.' });
      },
    });
    await renderApp('/classes/7/chat', { language: 'en' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for the message of ليلى العمري' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Mute this student' })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The teacher deleted this message.')).toBeTruthy();
    expect(deleted).toEqual(['DELETE']);
  });

  it('shows a muted student the reason in Arabic instead of the composer', async () => {
    saveSession({ id: sara.id, username: 'stu_sara_21', token: 'student-token' });
    mockApi({
      [ROOM]: {
        status: 'success',
        data: chatRoom({
          can_post: false,
          read_only_reason: 'muted',
          muted_until: '2026-12-03T12:00:00Z',
        }),
      },
      '/api/chat/ticket': ticketAnswer,
      [MESSAGES]: () => messagesPage([]),
    });
    await renderApp('/classes/7/chat');
    expect(await screen.findByText(/أوقف معلّمك كتابتك في هذه الغرفة حتى .*03:00/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByText('لا رسائل بعد. ألقِ التحية على صفك!')).toBeTruthy();
  });
});
