import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';

// A whole route with a typed form, the admin console behind it: on a busy 2-core machine a
// journey passes 5 s, and more when this is the first file of a run and transforms the app.
vi.setConfig({ testTimeout: 30_000 });

const NEW_ADMIN = { id: 1, name: 'محمد الأحمد', email: 'editor@madrasa.jo' };

describe('first-run setup at /admin', () => {
  it('creates the first admin with the setup code and opens the console, in Arabic', async () => {
    const posted: unknown[] = [];
    mockApi({
      '/api/admin/setup': ({ init }: { init: RequestInit }) => {
        if (init.method !== 'POST') return json({ status: 'success', data: { needed: true } });
        posted.push(JSON.parse(String(init.body)));
        return json({ status: 'success', data: { token: 'first-admin-token', admin: NEW_ADMIN } });
      },
      '/api/admin/me': { status: 'success', data: NEW_ADMIN },
      '/api/admin/grades': { status: 'success', data: [], next_cursor: null },
      '/api/grades': { status: 'success', data: [] },
    });
    const { router } = await renderApp('/admin', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إعداد مدرسة' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('رمز الإعداد'), 'k7qx-m2pa-٩rtw');
    await userEvent.type(screen.getByLabelText('اسمك'), '  محمد   الأحمد ');
    await userEvent.type(screen.getByLabelText('البريد الإلكتروني'), 'Editor@Madrasa.jo');
    await userEvent.type(screen.getByLabelText('كلمة المرور (8 أحرف على الأقل)'), 'Strong#Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب المشرف' }));

    expect(await screen.findByText('أهلًا بك، محمد الأحمد. حساب المشرف جاهز.')).toBeTruthy();
    expect(posted).toEqual([
      {
        code: 'K7QXM2PA9RTW',
        name: 'محمد الأحمد',
        email: 'editor@madrasa.jo',
        password: 'Strong#Pass1',
      },
    ]);
    expect(localStorage.getItem('adminToken')).toBe('first-admin-token');
    expect(router.state.location.pathname).not.toContain('login');
  });

  it('shows the server’s message for a wrong code and keeps the form', async () => {
    mockApi({
      '/api/admin/setup': ({ init }: { init: RequestInit }) =>
        init.method === 'POST'
          ? json(
              {
                status: 'error',
                code: 'forbidden',
                message:
                  'This setup code is not correct. It is printed in the server log when the server starts.',
              },
              403,
            )
          : json({ status: 'success', data: { needed: true } }),
    });
    await renderApp('/admin/login', { language: 'en' });
    await userEvent.type(await screen.findByLabelText('Setup code'), 'WRONG-CODE');
    await userEvent.type(screen.getByLabelText('Your name'), 'Layla Haddad');
    await userEvent.type(screen.getByLabelText('Email'), 'layla@madrasa.jo');
    await userEvent.type(screen.getByLabelText('Password (at least 8 characters)'), 'Strong#Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(
      await screen.findByText(
        'This setup code is not correct. It is printed in the server log when the server starts.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Set up Madrasa' })).toBeTruthy();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('shows the sign-in once an admin exists', async () => {
    mockApi({ '/api/admin/setup': { status: 'success', data: { needed: false } } });
    await renderApp('/admin', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeTruthy();
    expect(screen.queryByLabelText('Setup code')).toBeNull();
  });
});
