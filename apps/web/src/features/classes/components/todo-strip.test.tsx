import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { ok, todoItem } from '../test/class-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

describe("Home's To do strip", () => {
  it("shows a signed-in student's most pressing work, with the way to all of it", async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    mockApi({
      '/api/student/assignments': ok([
        todoItem(1, 'open', { due_at: '2026-12-10T20:59:00Z' }),
        todoItem(2, 'done', { done_at: '2026-11-27T08:30:00Z' }),
        todoItem(3, 'overdue', { due_at: '2026-11-26T20:59:00Z' }),
        todoItem(4, 'due_soon', { due_at: '2026-11-29T20:59:00Z' }),
        todoItem(5, 'open', { due_at: '2026-12-11T20:59:00Z' }),
      ]),
    });
    await renderApp('/', { language: 'en' });
    const strip = await screen.findByRole('region', { name: 'To do' });
    const items = within(strip).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/course-content/31/1/lesson?lesson=104',
      '/course-content/31/1/lesson?lesson=105',
      '/course-content/31/1/lesson?lesson=102',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Overdue')).toBeTruthy();
    const all = within(strip).getByRole('link', { name: 'All my assignments (4)' });
    expect(all.getAttribute('href')).toBe('/profile/student?tab=classes');
  });

  it('is not there for a visitor, who never asks for it, nor when all is done', async () => {
    const fetchMock = mockApi({ '/api/student/assignments': ok([todoItem(2, 'done')]) });
    const visit = await renderApp('/', { language: 'en' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'To do' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/assignments'))).toBe(false);
    visit.unmount();

    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    await renderApp('/', { language: 'en' });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/assignments'))).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'To do' })).toBeNull();
  });
});
