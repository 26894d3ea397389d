import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { ADMIN, page, signInAdmin, subjectRow } from '../test/admin-fixtures.ts';

const grades = { status: 'success', data: [] };

describe('admin console', () => {
  it('sends a visitor to the sign-in page and back, keeping the public session apart', async () => {
    const posted: unknown[] = [];
    mockApi({
      '/api/admin/login': ({ init }: { init: RequestInit }) => {
        posted.push(JSON.parse(String(init.body)));
        return json({ status: 'success', data: { token: 'admin-token-123456', admin: ADMIN } });
      },
      '/api/admin/subjects': page([subjectRow(1, 'Physics')]),
      '/api/grades': grades,
    });
    const { router } = await renderApp('/admin/catalogue/subjects', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'Admin@Madrasa.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Subjects' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/catalogue/subjects');
    expect(posted).toEqual([{ email: 'admin@madrasa.test', password: 'secret-pass' }]);
    expect(localStorage.getItem('adminToken')).toBe('admin-token-123456');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('cell', { name: 'Physics' })).toBeTruthy();
  });

  it('shows what a subject delete takes along and deletes it all once confirmed', async () => {
    signInAdmin();
    const deletes: string[] = [];
    const fetchMock = mockApi({
      '/api/admin/subjects': page([subjectRow(7, 'Chemistry')]),
      '/api/admin/subjects/7/dependents': {
        status: 'success',
        data: { total: 3, counts: { units: 2, unit_lessons: 1, lessons: 0 } },
      },
      '/api/admin/subjects/7': ({ url, init }: { url: URL; init: RequestInit }) => {
        deletes.push(`${init.method} ${url.search}`);
        return json({ status: 'success', message: 'Deleted successfully' });
      },
      '/api/grades': grades,
    });
    await renderApp('/admin/catalogue/subjects', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Chemistry' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText('Book units:')).toBeTruthy();
    expect(within(dialog).queryByText('Video lessons:')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all of it' }));
    expect(await screen.findByText('Deleted successfully')).toBeTruthy();
    expect(deletes).toEqual(['DELETE ?cascade=true']);
    const sent = fetchMock.mock.calls.find(([input]) => String(input).includes('dependents'));
    const headers = (sent?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer admin-token-123456');
  });

  it('returns to the sign-in page when the session has ended', async () => {
    signInAdmin();
    mockApi({
      '/api/admin/reviews': () =>
        json(
          { status: 'error', code: 'unauthenticated', message: 'Please log in to continue.' },
          401,
        ),
    });
    await renderApp('/admin/reviews', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('adminToken')).toBeNull());
  });

  it('lists the accounts that hold one phone number written two ways, in Arabic', async () => {
    signInAdmin();
    mockApi({
      '/api/admin/phone-conflicts': {
        status: 'success',
        data: [
          {
            role: 'student',
            phone_number: '+962795550003',
            accounts: [
              { id: 4, phone_number: '+962795550003', email: 'a@example.com' },
              { id: 9, phone_number: '0795550003', email: 'b@example.com' },
            ],
          },
        ],
      },
    });
    await renderApp('/admin/phone-numbers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'أرقام هواتف تحتاج إلى معالجة' }),
    ).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'الحسابالرقم كما حُفظالبريد الإلكتروني',
      '4+962795550003a@example.com',
      '90795550003b@example.com',
    ]);
    expect(screen.getByRole('link', { name: 'أرقام الهواتف' }).getAttribute('href')).toBe(
      '/admin/phone-numbers',
    );
  });

  it('says when no phone number needs settling', async () => {
    signInAdmin();
    mockApi({ '/api/admin/phone-conflicts': { status: 'success', data: [] } });
    await renderApp('/admin/phone-numbers', { language: 'en' });
    expect(await screen.findByText('No phone number needs settling.')).toBeTruthy();
  });
});
