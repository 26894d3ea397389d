import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { GRADES, ok, studentProfile } from '../test/profile-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const huda = { id: 7, first_name: 'Huda', last_name: 'Najjar', linked_at: '2026-11-20T09:00:00Z' };

describe("the student profile's Parents tab", () => {
  it('makes a code shown large with its QR, lists the parents and unlinks one after confirming', async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
    let followers = [huda];
    const removed: string[] = [];
    // The list is read again after the unlink: answer from the current followers.
    mockApi({
      '/api/student/profile': ok({ student: studentProfile() }),
      '/api/grades': GRADES,
      '/api/student/parent-link-code': () =>
        json(
          { status: 'success', data: { code: 'ABCD2345', expires_at: '2026-11-26T09:00:00Z' } },
          201,
        ),
      '/api/student/parents': () => json({ status: 'success', data: followers }),
      '/api/student/parents/7': ({ url }: { url: URL }) => {
        removed.push(url.pathname);
        followers = [];
        return json({
          status: 'success',
          message: 'The parent can no longer follow your progress.',
        });
      },
    });
    await renderApp('/profile/student', { language: 'en' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Parents' }));
    expect(await screen.findByText('Huda Najjar')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Make a code for a parent' }));
    expect(await screen.findByText('ABCD-2345')).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a new code' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Unlink Huda Najjar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Huda Najjar will no longer see your progress and exam results.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('The parent can no longer follow your progress.')).toBeTruthy();
    expect(await screen.findByText('No parent follows you yet.')).toBeTruthy();
    expect(removed).toEqual(['/api/student/parents/7']);
  });
});
