import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeReturnPath } from '@/shared/lib/return-path.ts';
import { saveSession } from '@/shared/lib/session.ts';
import { renderApp } from '@/test/render-app.tsx';

describe('protected profile routes', () => {
  it('sends visitors without a session to /login/user-type', async () => {
    const { router } = await renderApp('/profile/student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user-type'));
  });

  it('needs a token: a session still waiting for its OTP is not signed in', async () => {
    saveSession({ id: 2, username: 'pending', userType: 'student' });
    const { router } = await renderApp('/profile/student');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user-type'));
  });

  it('sends a student on /profile/teacher to /profile/student', async () => {
    saveSession({ id: 2, username: 'stu_sara_2', token: 't' });
    const { router } = await renderApp('/profile/teacher', { language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/student'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Profile' })).toBeTruthy();
  });

  it('sends a teacher on /profile/student to /profile/teacher', async () => {
    saveSession({ id: 4, username: 'tch_omar_4', token: 't' });
    const { router } = await renderApp('/profile/student', { language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/teacher'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher Profile' })).toBeTruthy();
  });

  it("sends a visitor on a class's join link to the student login, and keeps the way back", async () => {
    const { router } = await renderApp('/join?code=K7M-2QX');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/student'));
    expect(takeReturnPath('/')).toBe('/join?code=K7M-2QX');
    expect(takeReturnPath('/')).toBe('/');
  });
});
