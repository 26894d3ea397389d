import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '@/shared/lib/session.ts';
import { captureDownloads } from '@/test/capture-downloads.ts';
import { deletionEndpoint } from '@/test/deletion-endpoint.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { studentProfileAnswer } from '@/test/student-profile.ts';

vi.setConfig({ testTimeout: 30_000 });

const profile = studentProfileAnswer({ birthday: null, grade: null });

const openTab = async (language: 'ar' | 'en', tab: string) => {
  saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token', userType: 'student' });
  const view = await renderApp('/profile/student', { language });
  await userEvent.click(await screen.findByRole('tab', { name: tab }));
  return view;
};

describe('the "Your data" tab', () => {
  const created = captureDownloads();

  it('downloads the JSON and the readable file with the session', async () => {
    const fetchMock = mockApi({
      '/api/student/profile': profile,
      '/api/student/data-export': () =>
        new Response('{"status":"success","data":{}}', {
          headers: { 'Content-Type': 'application/json' },
        }),
      '/api/student/data-export/readable': () =>
        new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
    });
    await openTab('en', 'Your data');
    expect(await screen.findByRole('heading', { name: 'Your data and your account' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download as JSON' }));
    await waitFor(() => expect(created).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Download a readable file' }));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(await created[1]?.text()).toBe('<!doctype html>');
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('data-export'));
    expect(calls).toHaveLength(2);
    for (const [, init] of calls) {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer student-token');
    }
  });

  it('says when a download fails', async () => {
    mockApi({
      '/api/student/profile': profile,
      '/api/student/data-export': () =>
        json({ status: 'error', code: 'internal_error', message: 'Something went wrong' }, 500),
    });
    await openTab('en', 'Your data');
    await userEvent.click(await screen.findByRole('button', { name: 'Download as JSON' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('asks for the password and a confirmation, then signs out to the login page', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/student/profile': profile,
      '/api/student/account-deletion': deletionEndpoint({
        password: 'right password',
        message: 'سيُحذف حسابك نهائيًا بعد 7 أيام. سجّل الدخول قبل ذلك لإلغاء الحذف.',
        sent,
      }),
    });
    const { router } = await openTab('ar', 'بياناتك');
    const submit = await screen.findByRole('button', { name: 'احذف حسابي' });
    await userEvent.click(submit);
    expect(await screen.findAllByText('يرجى إدخال كلمة المرور.')).not.toHaveLength(0);
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'wrong');
    await userEvent.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'هل تريد حذف حسابك؟' });
    expect(within(dialog).getByText(/بعد 7 أيام/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم، احذف حسابي' }));
    expect(await screen.findAllByText('كلمة المرور غير صحيحة.')).not.toHaveLength(0);
    expect(readSession()?.token).toBe('student-token');

    await userEvent.clear(screen.getByLabelText('كلمة المرور'));
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'right password');
    await userEvent.click(submit);
    await userEvent.click(await screen.findByRole('button', { name: 'نعم، احذف حسابي' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/student'));
    expect(await screen.findByText(/سيُحذف حسابك نهائيًا بعد 7 أيام/)).toBeTruthy();
    expect(readSession()?.token).toBeUndefined();
    expect(sent).toEqual([{ password: 'wrong' }, { password: 'right password' }]);
  });
});
