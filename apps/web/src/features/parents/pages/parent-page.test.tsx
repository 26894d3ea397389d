import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 30_000 });

const signIn = () => saveSession({ id: 5, username: 'par_huda_5', token: 'parent-token' });
const layla = {
  id: 12,
  first_name: 'Layla',
  last_name: 'Haddad',
  linked_at: '2026-11-20T09:00:00Z',
};
const report = {
  child: layla,
  progress: { week_start: '2026-11-21', week_seconds: 0, subjects: [] },
  attempts: [
    {
      id: 3,
      exam_id: 4,
      title: { ar: 'اختبار الكسور', en: 'Fractions quiz' },
      mode: 'regular',
      status: 'submitted',
      started_at: '2026-11-24T10:00:00Z',
      percent: 80,
      passed: true,
    },
  ],
};

describe("the parent's pages", () => {
  it('links a child by code (the QR fills it in), with the server’s refusal on the field', async () => {
    signIn();
    const children: (typeof layla)[] = [];
    const sent: unknown[] = [];
    mockApi({
      '/api/parent/children': ({ init }: { init: RequestInit }) => {
        if (init.method !== 'POST') return json({ status: 'success', data: children });
        const body = JSON.parse(String(init.body));
        sent.push(body);
        if (body.code !== 'ABCD2345') {
          const message =
            'This code is wrong, expired or already used. Ask your child to make a new one.';
          return json(
            { status: 'error', code: 'validation_failed', message, errors: { code: [message] } },
            422,
          );
        }
        children.push(layla);
        return json(
          { status: 'success', message: 'Layla is now linked to your account.', data: layla },
          201,
        );
      },
    });
    await renderApp('/parent?code=zzzz-zzzz', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My children' })).toBeTruthy();
    expect(await screen.findByText(/No child is linked yet/)).toBeTruthy();
    const code = screen.getByLabelText<HTMLInputElement>('Link code');
    expect(code.value).toBe('ZZZZZZZZ');

    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect((await screen.findAllByText(/This code is wrong, expired/)).length).toBeGreaterThan(0);
    await userEvent.clear(code);
    await userEvent.type(code, 'abcd-٢٣٤٥');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Layla is now linked to your account.')).toBeTruthy();
    expect(sent).toEqual([{ code: 'ZZZZZZZZ' }, { code: 'ABCD2345' }]);
    const link = await screen.findByRole('link', { name: /Layla Haddad/ });
    expect(link.getAttribute('href')).toBe('/parent/children/12');
  });

  it("shows a linked child's exam results read-only, and says so when the link is gone", async () => {
    signIn();
    let linked = true;
    mockApi({
      '/api/parent/children/12': () =>
        linked
          ? json({ status: 'success', data: report })
          : json(
              { status: 'error', code: 'not_found', message: 'No linked child was found.' },
              404,
            ),
      '/api/parent/children': { status: 'success', data: [] },
    });
    await renderApp('/parent/children/12', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Layla Haddad' })).toBeTruthy();
    const results = screen
      .getByRole('heading', { name: 'Computer-based exam results' })
      .closest('section');
    if (!results) throw new Error('no results section');
    expect(within(results).getByText('Fractions quiz')).toBeTruthy();
    expect(within(results).getByText(/80% · Passed/)).toBeTruthy();
    expect(within(results).queryByRole('link')).toBeNull();

    linked = false;
    await renderApp('/parent/children/12', { language: 'en' });
    expect(await screen.findByText('This child is not linked to your account.')).toBeTruthy();
  });

  it('sends a student away from the parent page to their own profile', async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    mockApi({});
    const { router } = await renderApp('/parent', { language: 'en' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile/student'), {
      timeout: 10_000,
    });
  });
});
