import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { captureDownloads } from '@/test/capture-downloads.ts';
import { deletionEndpoint } from '@/test/deletion-endpoint.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 30_000 });

const layla = {
  id: 12,
  first_name: 'Layla',
  last_name: 'Haddad',
  linked_at: '2026-11-20T09:00:00Z',
};
const report = {
  status: 'success',
  data: {
    child: layla,
    progress: { week_start: '2026-11-21', week_seconds: 0, subjects: [] },
    attempts: [],
  },
};
const adult = () =>
  json(
    {
      status: 'error',
      code: 'forbidden',
      message: 'This student is 18 or older: only they can download or delete their data.',
    },
    403,
  );

const openChild = (language: 'ar' | 'en') => {
  saveSession({ id: 5, username: 'par_huda_5', token: 'parent-token' });
  return renderApp('/parent/children/12', { language });
};

describe('the parent\'s "Child\'s data" section', () => {
  const created = captureDownloads();

  it("downloads the child's JSON and readable file with the parent's session", async () => {
    const fetchMock = mockApi({
      '/api/parent/children/12': report,
      '/api/parent/children/12/assignments': { status: 'success', data: [] },
      '/api/parent/children/12/courses': { status: 'success', data: [] },
      '/api/parent/children/12/data-export': () =>
        new Response('{"status":"success","data":{"profile":{"first_name":"Layla"}}}', {
          headers: { 'Content-Type': 'application/json' },
        }),
      '/api/parent/children/12/data-export/readable': () =>
        new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    await openChild('en');
    const section = (await screen.findByRole('heading', { name: "Layla's data" })).closest(
      'section',
    );
    if (!section) throw new Error('no section');
    await userEvent.click(within(section).getByRole('button', { name: 'Download as JSON' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(await created[0]?.text()).toContain('"first_name":"Layla"');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Download a readable file' }),
    );
    await waitFor(() => expect(created).toHaveLength(2));
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('data-export'));
    expect(calls.map(([url]) => new URL(String(url), 'http://x').pathname)).toEqual([
      '/api/parent/children/12/data-export',
      '/api/parent/children/12/data-export/readable',
    ]);
    for (const [, init] of calls) {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer parent-token');
    }
  });

  it('says plainly that only a child under 18 can be handled by a parent (403)', async () => {
    mockApi({
      '/api/parent/children/12': report,
      '/api/parent/children/12/assignments': { status: 'success', data: [] },
      '/api/parent/children/12/courses': { status: 'success', data: [] },
      '/api/parent/children/12/data-export': adult,
    });
    await openChild('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Download as JSON' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Only a child under 18's data can be downloaded or deleted by a parent. Layla is 18 or older, so only they can do this.",
    );
    expect(created).toEqual([]);
  });

  it("asks for the parent's password and a confirmation, then says the 7 days", async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/parent/children/12': report,
      '/api/parent/children/12/assignments': { status: 'success', data: [] },
      '/api/parent/children/12/courses': { status: 'success', data: [] },
      '/api/parent/children/12/account-deletion': deletionEndpoint({
        password: 'parent password',
        message: 'سيُحذف حساب طفلك نهائيًا بعد 7 أيام ما لم يسجّل الدخول قبل ذلك.',
        sent,
      }),
    });
    await openChild('ar');
    const submit = await screen.findByRole('button', { name: 'احذف حساب Layla' });
    await userEvent.click(submit);
    expect(await screen.findAllByText('يرجى إدخال كلمة المرور.')).not.toHaveLength(0);
    expect(sent).toEqual([]);

    const password = screen.getByLabelText('كلمة مرورك');
    await userEvent.type(password, 'wrong');
    await userEvent.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'هل تريد حذف حساب Layla؟' });
    expect(within(dialog).getByText(/بعد 7 أيام/)).toBeTruthy();
    expect(within(dialog).getByText(/سجّل Layla الدخول قبل ذلك أُلغي الحذف/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم، احذف الحساب' }));
    expect(await screen.findAllByText('كلمة المرور غير صحيحة.')).not.toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, 'parent password');
    await userEvent.click(submit);
    await userEvent.click(await screen.findByRole('button', { name: 'نعم، احذف الحساب' }));
    const done = await screen.findByText(
      'سيُحذف حساب طفلك نهائيًا بعد 7 أيام ما لم يسجّل الدخول قبل ذلك.',
    );
    expect(done.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'احذف حساب Layla' })).toBeNull();
    expect(sent).toEqual([{ password: 'wrong' }, { password: 'parent password' }]);
  });

  it('shows the 403 when the deletion is refused for an adult child', async () => {
    mockApi({
      '/api/parent/children/12': report,
      '/api/parent/children/12/assignments': { status: 'success', data: [] },
      '/api/parent/children/12/courses': { status: 'success', data: [] },
      '/api/parent/children/12/account-deletion': adult,
    });
    await openChild('en');
    await userEvent.type(await screen.findByLabelText('Your password'), 'parent password');
    await userEvent.click(screen.getByRole('button', { name: "Delete Layla's account" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, delete the account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/only they can do this/);
  });
});
