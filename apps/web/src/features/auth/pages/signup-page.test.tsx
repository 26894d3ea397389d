import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { siteConfigAnswer } from '@/test/site-config-answer.ts';
import { expectOfflineRefusal } from '../test/offline-form.ts';
import { allowForSlowMachine } from '../test/slow-machine.ts';

allowForSlowMachine();

const setupUser = () =>
  userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });

const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
};

async function fillStudentForm(user: ReturnType<typeof setupUser>, email = 'sara@example.com') {
  await user.type(await screen.findByLabelText('First name'), 'Sara');
  await user.type(screen.getByLabelText('Last name'), 'Haddad');
  await user.type(screen.getByLabelText('Phone number'), '0791234567');
  await user.type(screen.getByLabelText('Email'), email);
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.selectOptions(screen.getByLabelText('Age group'), '15-18');
  await user.selectOptions(screen.getByLabelText('School type'), 'private');
  await user.selectOptions(screen.getByLabelText('Place of residence'), 'Amman');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('student sign-up', () => {
  it.each([
    [
      'en',
      'Sign Up',
      'Signing up needs a connection: your account is created on the server. Connect, then sign up.',
    ],
    [
      'ar',
      'إنشاء حساب',
      'إنشاء الحساب يحتاج اتصالًا بالإنترنت: يُنشأ حسابك على الخادم. اتصل ثم أنشئه.',
    ],
  ] as const)('cannot be sent offline, and says why (%s)', (language, submit, text) =>
    expectOfflineRefusal({ path: '/signup/student', language, submit, text }),
  );

  it('reports every broken field of docs/product.md §5 on submit and clears one when it is edited', async () => {
    mockApi({});
    await renderApp('/signup/student', { language: 'en' });
    const user = setupUser();
    await user.type(await screen.findByLabelText('First name'), 'S');
    await user.type(screen.getByLabelText('Last name'), 'Haddad');
    await user.type(screen.getByLabelText('Phone number'), '12ab');
    await user.type(screen.getByLabelText('Email'), 'sara@');
    // Another place than the twelve governorates: typed, and checked as a name.
    await user.selectOptions(screen.getByLabelText('Place of residence'), 'other');
    await user.type(screen.getByLabelText('Name of the place'), 'Am');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(errorOf('First name')).toContain('First name must be at least 2 letters');
    expect(errorOf('Name of the place')).toContain('Place of residence must be at least 3 letters');
    expect(errorOf('Phone number')).toContain('Invalid phone number format');
    expect(errorOf('Email')).toContain('Invalid email format');
    expect(errorOf('Gender')).toContain('Gender is required');
    expect(errorOf('Age group')).toContain('Age group is required');
    expect(errorOf('School type')).toContain('School type is required');
    expect(errorOf('Confirm password')).toContain('Passwords do not match');

    await user.selectOptions(screen.getByLabelText('Gender'), 'male');
    expect(errorOf('Gender')).not.toContain('Gender is required');
    expect(errorOf('Age group')).toContain('Age group is required');
  });

  it('turns digits typed on an Arabic keyboard into 0-9 as they are typed', async () => {
    mockApi({});
    await renderApp('/signup/teacher', { language: 'en' });
    const user = setupUser();
    const phone = (await screen.findByLabelText('Phone number')) as HTMLInputElement;
    await user.type(phone, '٠٧٩١٢٣٤٥٦٧');
    expect(phone.value).toBe('0791234567');
    const years = screen.getByLabelText('Years of experience') as HTMLInputElement;
    await user.type(years, '۱۲');
    expect(years.value).toBe('12');
  });

  it('keeps a place that is not a governorate, and shows a governorate in the page language', async () => {
    mockApi({});
    await renderApp('/signup/student', { language: 'ar' });
    const user = setupUser();
    const residence = (await screen.findByLabelText('مكان السكن')) as HTMLSelectElement;
    expect([...residence.options].map((option) => option.text)).toContain('عمّان');
    await user.selectOptions(residence, 'other');
    await user.type(screen.getByLabelText('اسم المكان'), 'الرمثا');
    expect((screen.getByLabelText('اسم المكان') as HTMLInputElement).value).toBe('الرمثا');
  });

  it('shows a password mismatch once both password fields are filled, the rest still empty', async () => {
    mockApi({});
    await renderApp('/signup/student', { language: 'en' });
    const user = setupUser();
    await user.type(await screen.findByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(errorOf('First name')).toContain('First name is required');
    expect(errorOf('Confirm password')).toContain('Passwords do not match');
  });

  it('puts the server’s field errors on the form and toasts “Sign Up Failed: …”', async () => {
    mockApi({
      '/api/student/register': () =>
        json(
          {
            status: 'error',
            message: 'The email has already been taken.',
            code: 'validation_failed',
            errors: { email: ['The email has already been taken.'] },
          },
          422,
        ),
    });
    await renderApp('/signup/student', { language: 'en' });
    const user = setupUser();
    await fillStudentForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('Sign Up Failed: The email has already been taken.'),
    ).toBeTruthy();
    expect(errorOf('Email')).toContain('The email has already been taken.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('on success saves the new account, toasts, and opens the student login after 5 s', async () => {
    const fetchMock = mockApi({
      '/api/student/register': () =>
        json(
          {
            status: 'success',
            message: 'Account created successfully. Please log in to verify your account.',
            data: { id: 12, username: 'stu_sara_12', student: { id: 12, first_name: 'Sara' } },
          },
          201,
        ),
    });
    const { router } = await renderApp('/signup/student', { language: 'en' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser();
    await fillStudentForm(user, 'Sara@Example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(/Account created successfully/)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/register')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Sara',
      last_name: 'Haddad',
      phone_number: '+962791234567',
      email: 'sara@example.com',
      gender: 'female',
      age_group: '15-18',
      school_type: 'private',
      residence: 'Amman',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
    });
    expect(localStorage.getItem('username')).toBe('stu_sara_12');
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(router.state.location.pathname).toBe('/signup/student');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/student'));
  });
});

describe('teacher sign-up', () => {
  it('checks the teacher fields and sends years of experience as an integer', async () => {
    const fetchMock = mockApi({
      '/api/config': siteConfigAnswer({ teacher_signup: 'open' }),
      '/api/teacher/register': () =>
        json(
          {
            status: 'success',
            message: '',
            data: { id: 4, username: 'tch_omar_4', teacher: { id: 4 } },
          },
          201,
        ),
    });
    await renderApp('/signup/teacher', { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Fill in the fields to create your account' }),
    ).toBeTruthy();
    const user = setupUser();
    await user.type(await screen.findByLabelText('Years of experience'), '-1');
    await user.type(screen.getByLabelText('Subject'), 'M');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(errorOf('Age group taught')).toContain('Age group taught is required');
    expect(errorOf('Years of experience')).toContain(
      'Years of experience must be a positive number',
    );
    expect(errorOf('Subject')).toContain('Subject must be at least 2 characters');

    await user.type(screen.getByLabelText('First name'), 'Omar');
    await user.type(screen.getByLabelText('Last name'), 'Khalil');
    await user.type(screen.getByLabelText('Phone number'), '+962791234567');
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.selectOptions(screen.getByLabelText('Gender'), 'male');
    await user.selectOptions(screen.getByLabelText('Age group taught'), 'High School');
    await user.clear(screen.getByLabelText('Years of experience'));
    await user.type(screen.getByLabelText('Years of experience'), '7');
    await user.type(screen.getByLabelText('Subject'), 'ath');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(/Account created successfully/)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/register')) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      age_group_taught: 'High School',
      years_of_experience: 7,
      subject: 'Math',
    });
    expect(localStorage.getItem('username')).toBe('tch_omar_4');
  });

  it('in Arabic: names the levels as the rest of the site does and reports a mismatch', async () => {
    mockApi({ '/api/config': siteConfigAnswer({ teacher_signup: 'open' }) });
    await renderApp('/signup/teacher');
    const level = await screen.findByLabelText('المرحلة التي تدرّسها');
    expect([...level.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'اختر…',
      'المرحلة الابتدائية',
      'المرحلة المتوسطة',
      'المرحلة الثانوية',
    ]);
    const user = setupUser();
    await user.type(screen.getByLabelText('كلمة المرور'), 'secret-pass');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    expect(errorOf('تأكيد كلمة المرور')).toContain('كلمتا المرور غير متطابقتين');
  });

  it.each([
    ['/signup/parent', 'en', 'Parent Sign Up', 'Fill in the fields to create your account'],
    ['/signup/parent', 'ar', 'إنشاء حساب وليّ أمر', 'املأ الحقول لإنشاء حسابك'],
    ['/signup/student', 'en', 'Student Sign Up', 'Fill in the fields to create your account'],
  ] as const)(
    '%s in %s: the heading says who signs up, the instruction under it',
    async (path, language, heading, lead) => {
      await renderApp(path, { language });
      const h1 = await screen.findByRole('heading', { level: 1 });
      expect(h1.textContent).toBe(heading);
      expect(h1.nextElementSibling?.textContent).toBe(lead);
    },
  );

  it('shows “Teacher Not Available Now…” instead of the form when sign-up is closed', async () => {
    mockApi({ '/api/config': siteConfigAnswer({ teacher_signup: 'closed' }) });
    await renderApp('/signup/teacher', { language: 'en' });
    expect(
      await screen.findByText(
        'Teacher Not Available Now. We are working on it, please check back later.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login Now' }).getAttribute('href')).toBe(
      '/login/teacher',
    );
  });
});
