import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatRoom } from '@/features/chat/test/chat-fixtures.ts';
import { saveSession } from '@/shared/lib/session.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 30_000 });

const layla = {
  id: 12,
  first_name: 'Layla',
  last_name: 'Haddad',
  linked_at: '2026-11-20T09:00:00Z',
};
const readOnly = { role: 'parent' as const, can_post: false, read_only_reason: 'parent' as const };

describe("the parent's page and the children's class rooms", () => {
  it('lists the rooms a parent may read, each opening the room', async () => {
    saveSession({ id: 5, username: 'par_huda_5', token: 'parent-token' });
    mockApi({
      '/api/parent/children': { status: 'success', data: [layla] },
      '/api/chat/rooms': { status: 'success', data: [chatRoom(readOnly)] },
    });
    await renderApp('/parent', { language: 'en' });
    await screen.findByRole('heading', { name: "Your children's class chat rooms" });
    const room = screen.getByRole('link', { name: /Grade 10 B – Mathematics/ });
    expect(room.getAttribute('href')).toBe('/classes/7/chat');
    expect(room.textContent).toContain('You can read this room');
  });

  it('shows no rooms section while the school keeps parents out of the rooms', async () => {
    saveSession({ id: 5, username: 'par_huda_5', token: 'parent-token' });
    const fetched = mockApi({
      '/api/parent/children': { status: 'success', data: [layla] },
      '/api/chat/rooms': { status: 'success', data: [] },
    });
    await renderApp('/parent', { language: 'ar' });
    await screen.findByText('Layla Haddad');
    const asked = () => fetched.mock.calls.some(([url]) => String(url).includes('/api/chat/rooms'));
    await waitFor(() => expect(asked()).toBe(true));
    await act(() => fetched.mock.results.at(-1)?.value);
    expect(screen.queryByRole('heading', { name: 'غرف محادثة صفوف أبنائك' })).toBeNull();
  });
});
