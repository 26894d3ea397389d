import type { Notification } from '@madrasa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 30_000 });

const assignment = {
  id: 7,
  class_name: 'Grade 10 B – Mathematics',
  title_ar: 'الكسور',
  title_en: 'Fractions',
  // Thursday 4 December, 23:59 in Amman.
  due_at: '2025-12-04T20:59:00.000Z',
};
const line = (id: number, kind: Notification['kind'], extra: Partial<Notification> = {}) => ({
  id,
  kind,
  created_at: '2025-12-01T08:00:00.000Z',
  read_at: null,
  student: { id: 12, first_name: 'Layla' },
  assignment,
  percent: null,
  ...extra,
});
const LINES = [
  line(4, 'exam_graded', { percent: 80, assignment: { ...assignment, title_en: 'Quiz' } }),
  line(3, 'assignment_overdue'),
  line(2, 'assignment_due'),
  line(1, 'assignment_new', { read_at: '2025-12-01T09:00:00.000Z' }),
];

/** The bell's calls, answering from `lines`; marking read empties the unread count. */
function bellApi(lines: ReturnType<typeof line>[]) {
  const state = { lines: [...lines], digest: false, marked: [] as unknown[] };
  const fetchMock = mockApi({
    '/api/notifications': () =>
      json({
        status: 'success',
        data: {
          items: state.lines,
          unread: state.lines.filter((each) => !each.read_at).length,
          next_cursor: null,
        },
      }),
    '/api/notifications/read': ({ init }: { init: RequestInit }) => {
      state.marked.push(JSON.parse(String(init.body)));
      state.lines = state.lines.map((each) => ({ ...each, read_at: '2025-12-02T00:00:00Z' }));
      return json({ status: 'success', message: 'Marked as read.' });
    },
    '/api/notifications/settings': ({ init }: { init: RequestInit }) => {
      if (init.method === 'PUT') state.digest = JSON.parse(String(init.body)).email_digest;
      return json({ status: 'success', message: 'Saved', data: { email_digest: state.digest } });
    },
  });
  return { state, fetchMock };
}

const openBell = async (name: RegExp) => {
  const header = await screen.findByRole('banner');
  const bell = await within(header).findByRole('button', { name });
  await userEvent.click(bell);
  return screen.findByRole('dialog');
};

describe('the bell', () => {
  it('shows the unread count, the lines in English, and marks all read', async () => {
    saveSession({ id: 12, username: 'stu_layla_12', token: 'tok', first_name: 'Layla' });
    const { state } = bellApi(LINES);
    await renderApp('/about', { language: 'en' });
    const panel = await openBell(/^Notifications, 3 unread$/);
    expect(panel.getAttribute('aria-labelledby')).toBe(
      within(panel).getByRole('heading', { name: 'Notifications' }).id,
    );
    const links = await within(panel).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: Exam graded: Quiz: 80 %',
      'Unread: Overdue in Grade 10 B – Mathematics: Fractions, was due Thu 4 Dec, 23:59',
      'Unread: Due tomorrow in Grade 10 B – Mathematics: Fractions, due Thu 4 Dec, 23:59',
      'New assignment in Grade 10 B – Mathematics: Fractions, due Thu 4 Dec, 23:59',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/profile/student?tab=classes');

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(state.marked).toEqual([{}]));
    expect(
      await within(await screen.findByRole('banner')).findByRole('button', {
        name: 'Notifications',
      }),
    ).toBeTruthy();
  });

  it("names the child in Arabic for a parent, and links to the child's page", async () => {
    saveSession({ id: 5, username: 'par_huda_5', token: 'tok', first_name: 'Huda' });
    const { state } = bellApi([line(9, 'assignment_new')]);
    await renderApp('/about', { language: 'ar' });
    const panel = await openBell(/^الإشعارات، غير المقروءة: 1$/);
    const [link] = await within(panel).findAllByRole('link');
    expect(link?.textContent).toBe(
      'غير مقروء: بخصوص Layla: واجب جديد في Grade 10 B – Mathematics: الكسور، موعد التسليم الخميس، 4 كانون الأول، 23:59',
    );
    expect(link?.getAttribute('href')).toBe('/parent/children/12');
    if (!link) throw new Error('no line');
    // Following a line closes the popover and marks that line read.
    await userEvent.click(link);
    await waitFor(() => expect(state.marked).toEqual([{ ids: [9] }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there is nothing, and turns the daily e-mail on', async () => {
    saveSession({ id: 12, username: 'stu_layla_12', token: 'tok', first_name: 'Layla' });
    const { state } = bellApi([]);
    await renderApp('/about', { language: 'en' });
    const panel = await openBell(/^Notifications$/);
    expect(await within(panel).findByText(/^Nothing new yet/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );
    const digest = await within(panel).findByRole('checkbox', {
      name: 'E-mail me a daily summary',
    });
    await waitFor(() => expect(digest).toHaveProperty('disabled', false));
    await userEvent.click(digest);
    await waitFor(() => expect(state.digest).toBe(true));
    await waitFor(() => expect(digest).toHaveProperty('checked', true));
  });

  it('is not there for a teacher', async () => {
    saveSession({ id: 3, username: 'tch_omar_3', token: 'tok', first_name: 'Omar' });
    const { fetchMock } = bellApi([]);
    await renderApp('/about', { language: 'en' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('notifications'))).toBe(false);
  });
});

describe('the unsubscribe page', () => {
  it('changes nothing until the reader confirms, then shows the answer', async () => {
    const calls: unknown[] = [];
    mockApi({
      '/api/notifications/unsubscribe': ({ init }: { init: RequestInit }) => {
        calls.push(JSON.parse(String(init.body)));
        return json({ status: 'success', message: 'You are unsubscribed.' });
      },
    });
    await renderApp('/unsubscribe?token=abc', { language: 'en' });
    const confirm = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(calls).toEqual([]);
    await userEvent.click(confirm);
    expect(await screen.findByText('You are unsubscribed.')).toBeTruthy();
    expect(calls).toEqual([{ token: 'abc' }]);
  });
});
