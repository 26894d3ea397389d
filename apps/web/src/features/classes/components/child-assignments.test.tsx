import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { computerExam, ok, todoItem } from '../test/class-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

describe("a parent's child page", () => {
  it("shows the child's assignments with due dates and results, to read only", async () => {
    saveSession({ id: 5, username: 'par_huda_5', token: 'parent-token' });
    mockApi({
      '/api/parent/children/12': ok({
        child: {
          id: 12,
          first_name: 'Layla',
          last_name: 'Haddad',
          linked_at: '2026-11-20T09:00:00Z',
        },
        progress: { week_start: '2026-11-21', week_seconds: 0, subjects: [] },
        attempts: [],
      }),
      '/api/parent/children/12/assignments': ok([
        todoItem(1, 'overdue', { due_at: '2026-11-26T20:59:00Z' }),
        todoItem(2, 'done', { item: computerExam, done_at: '2026-11-27T08:30:00Z', percent: 75 }),
      ]),
    });
    await renderApp('/parent/children/12', { language: 'ar' });
    const section = await screen.findByRole('region', { name: 'المهام' });
    expect(await within(section).findByRole('heading', { name: /متأخرة/ })).toBeTruthy();
    expect(within(section).getByText('75%')).toBeTruthy();
    expect(within(section).getByText('التسليم الخميس، 26 تشرين الثاني، 11:59 م')).toBeTruthy();
    expect(within(section).queryAllByRole('link')).toEqual([]);
  });
});
