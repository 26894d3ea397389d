import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { expectOfflineRefusal } from '../test/offline-form.ts';
import { allowForSlowMachine } from '../test/slow-machine.ts';

allowForSlowMachine();

const student = { id: 5, username: 'stu_sara_5', first_name: 'Sara', last_name: 'Haddad' };
const teacher = { id: 9, username: 'tch_omar_9', first_name: 'Omar', last_name: 'Khalil' };

/** userEvent that also works while the test runs on fake timers. */
const setupUser = () =>
  userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });

const postsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(path) && init?.method === 'POST',
  );

async function fillAndSubmit(login: string, password: string) {
  const user = setupUser();
  await user.type(await screen.findByLabelText('Phone number or email'), login);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login form', () => {
  it.each([
    [
      'en',
      'Login',
      'Logging in needs a connection: the server checks your account. Connect, then log in.',
    ],
    [
      'ar',
      'تسجيل الدخول',
      'تسجيل الدخول يحتاج اتصالًا بالإنترنت: الخادم يتحقق من حسابك. اتصل ثم سجّل الدخول.',
    ],
  ] as const)('cannot be sent offline, and says why (%s)', (language, submit, text) =>
    expectOfflineRefusal({ path: '/login/student', language, submit, text }),
  );

  it('shows the docs/product.md §5 messages on submit, and clears a field’s error when it is edited', async () => {
    const fetchMock = mockApi({});
    await renderApp('/login/student', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Login' }));

    const login = screen.getByLabelText('Phone number or email');
    expect(login.getAttribute('aria-invalid')).toBe('true');
    const loginError = document.getElementById(login.getAttribute('aria-describedby') ?? '');
    expect(loginError?.textContent).toBe('Phone number or email is required');
    // Under the field and as a toast (the toast library loads on first use).
    await waitFor(() => expect(screen.getAllByText('Password is required')).toHaveLength(2));

    await user.type(login, 'x');
    expect(login.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Invalid phone number or email format')).not.toHaveLength(0);
    expect(screen.getAllByText('Password must be at least 8 characters')).not.toHaveLength(0);
    expect(postsTo(fetchMock, '/api/student/login')).toHaveLength(0);
  });

  it('uses the teacher messages on the teacher login, in Arabic', async () => {
    mockApi({});
    await renderApp('/login/teacher', { language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    expect(screen.getAllByText('رقم الهاتف')).not.toHaveLength(0);
  });

  it('an unverified account: session without token, OTP toast, code screen after 2 s', async () => {
    mockApi({
      '/api/student/login': {
        status: 'success',
        message: 'OTP sent to your email. Please verify to complete login.',
        data: { id: 5, verification_required: true, student },
      },
    });
    const { router } = await renderApp('/login/student', { language: 'en' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await fillAndSubmit('sara@example.com', 'secret-pass');

    expect(
      await screen.findByText('OTP sent to your email. Please verify to complete login.'),
    ).toBeTruthy();
    expect(localStorage.getItem('id')).toBe('5');
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login/student');
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', true);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/conformation'));
    expect(router.state.location.state).toEqual({ userId: 5, userType: 'student' });
  });

  it('a verified account: token and first name stored, success toast, home after 2 s', async () => {
    const fetchMock = mockApi({
      '/api/teacher/login': {
        status: 'success',
        message: 'Login Successful',
        data: { token: 'tok', id: 9, username: 'tch_omar_9', teacher },
      },
    });
    const { router } = await renderApp('/login/teacher', { language: 'en' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Typed on an Arabic keyboard, sent in the number's one international form.
    await fillAndSubmit('٠٧٩١٢٣٤٥٦٧', 'secret-pass');

    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(JSON.parse(postsTo(fetchMock, '/api/teacher/login')[0]?.[1]?.body as string)).toEqual({
      login: '+962791234567',
      password: 'secret-pass',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      id: 9,
      token: 'tok',
      username: 'tch_omar_9',
      userType: 'teacher',
      first_name: 'Omar',
    });
    expect(localStorage.getItem('token')).toBe('tok');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/login/teacher');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    [401, 'Invalid credentials. Please check your phone number/email and password.'],
    [429, 'Login Failed: Too many attempts.'],
  ])('a %i answer toasts “%s”', async (status, text) => {
    mockApi({
      '/api/student/login': () =>
        json({ status: 'error', message: 'Too many attempts.', code: 'x' }, status),
    });
    await renderApp('/login/student', { language: 'en' });
    await fillAndSubmit('sara@example.com', 'secret-pass');
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('no response toasts the network message; a 200 without a token is a failure', async () => {
    mockApi({});
    await renderApp('/login/student', { language: 'en' });
    await fillAndSubmit('sara@example.com', 'secret-pass');
    expect(await screen.findByText('Network error. Please check your internet connection.'));

    mockApi({ '/api/student/login': { status: 'success', message: 'ok', data: { id: 5 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Failed: Token not found in response')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
