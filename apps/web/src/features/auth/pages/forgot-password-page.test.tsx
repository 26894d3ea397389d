import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { allowForSlowMachine } from '../test/slow-machine.ts';

allowForSlowMachine();

const setupUser = () =>
  userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });

const ok = (message: string) => ({ status: 'success', message });

async function sendPhone(user: ReturnType<typeof setupUser>) {
  await user.type(await screen.findByLabelText('Phone number'), '0791234567');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText('Step 2 of 3');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('password reset', () => {
  it('runs phone → code → new password, then clears the phone and opens login after 2 s', async () => {
    const fetchMock = mockApi({
      '/api/teacher/forgot-password': ok('OTP sent to your email.'),
      '/api/teacher/verify-reset-otp': ok('OTP verified. You can now set a new password.'),
      '/api/teacher/reset-password': ok('Your password has been reset. Please log in.'),
    });
    const { router } = await renderApp('/forgot/teacher', { language: 'en' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser();
    await sendPhone(user);
    // Kept and sent in its one international form, however it was typed.
    expect(localStorage.getItem('resetPhoneNumber')).toBe('+962791234567');
    expect(screen.getByText('We sent a code to your e-mail. Enter it below.')).toBeTruthy();

    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Step 3 of 3');

    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getAllByText('Passwords do not match')).not.toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset. Please log in.')).toBeTruthy();
    expect(localStorage.getItem('resetPhoneNumber')).toBeNull();
    const bodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([
      { phone_number: '+962791234567' },
      { phone_number: '+962791234567', otp: '123456' },
      {
        phone_number: '+962791234567',
        password: 'new-secret-1',
        password_confirmation: 'new-secret-1',
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/teacher'));
  });

  it('says when the 10 minutes to set a password have run out, and starts over at step 1', async () => {
    mockApi({
      '/api/student/forgot-password': ok('sent'),
      '/api/student/verify-reset-otp': ok('verified'),
      '/api/student/reset-password': () =>
        json({ status: 'error', message: 'x', code: 'reset_expired' }, 400),
    });
    await renderApp('/forgot/student', { language: 'en' });
    const user = setupUser();
    await sendPhone(user);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Step 3 of 3');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('The time to set a new password has run out. Please start over.'),
    ).toBeTruthy();
    expect(screen.queryByText('Invalid password format.')).toBeNull();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(localStorage.getItem('resetPhoneNumber')).toBeNull();
  });

  it('goes back to step 1 when the kept phone is gone at step 2', async () => {
    const fetchMock = mockApi({ '/api/student/forgot-password': ok('sent') });
    await renderApp('/forgot/student', { language: 'en' });
    const user = setupUser();
    await sendPhone(user);
    localStorage.removeItem('resetPhoneNumber');
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Phone number is missing. Please start over.')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('verify-reset-otp'))).toBe(
      false,
    );
  });

  it('shows the fixed texts of docs/product.md §8 for 404 and a wrong code', async () => {
    mockApi({
      '/api/student/forgot-password': ({ init }: { init: RequestInit }) =>
        String(init.body).includes('+962790000000')
          ? json({ status: 'error', message: 'x', code: 'not_found' }, 404)
          : json(ok('sent')),
      '/api/student/verify-reset-otp': () =>
        json({ status: 'error', message: 'x', code: 'bad_request' }, 400),
    });
    await renderApp('/forgot/student', { language: 'en' });
    const user = setupUser();
    await user.type(await screen.findByLabelText('Phone number'), '0790000000');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Phone number not found.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Phone number'));
    await sendPhone(user);
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });
});
