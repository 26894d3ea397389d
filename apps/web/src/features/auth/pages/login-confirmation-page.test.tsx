import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { allowForSlowMachine } from '../test/slow-machine.ts';

allowForSlowMachine();

afterEach(() => {
  vi.useRealTimers();
});

const open = async (state?: unknown) => {
  const view = await renderApp('/login/student', { language: 'en' });
  await act(() => view.router.navigate('/login/conformation', { state }));
  return view;
};

describe('/login/conformation', () => {
  it('without the account says so and returns to that type’s login after 2 s', async () => {
    mockApi({});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await open({ userType: 'teacher' });
    expect(
      (await screen.findAllByText('User ID or type is missing. Please log in again.')).length,
    ).toBeGreaterThan(0);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/teacher'));
  });

  it('a right code stores token, username and first name, flags the id verified, goes home', async () => {
    const fetchMock = mockApi({
      '/api/teacher/verify-otp': {
        status: 'success',
        message: 'Account verified successfully.',
        data: {
          token: 'tok',
          id: 3,
          username: 'tch_omar_3',
          teacher: { id: 3, username: 'tch_omar_3', first_name: 'Omar', last_name: 'Khalil' },
        },
      },
    });
    const { router } = await open({ userId: 3, userType: 'teacher' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByRole('heading', { name: 'Enter OTP Sent to Email' })).toBeTruthy();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Account verified successfully.')).toBeTruthy();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).endsWith('/verify-otp')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ teacher_id: 3, otp: '123456' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      id: 3,
      token: 'tok',
      username: 'tch_omar_3',
      first_name: 'Omar',
    });
    expect(localStorage.getItem('isVerified_3')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a wrong code: “Invalid OTP. Please try again.”; other failures are prefixed', async () => {
    mockApi({
      '/api/student/verify-otp': ({ init }: { init: RequestInit }) =>
        String(init.body).includes('111111')
          ? json({ status: 'error', message: 'x', code: 'bad_request' }, 400)
          : json({ status: 'error', message: 'Too many attempts.', code: 'rate_limited' }, 429),
    });
    await open({ userId: 8, userType: 'student' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeTruthy();
    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP Verification Failed: Too many attempts.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
