import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readSession, saveSession } from '@/shared/lib/session.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { GRADES, ok, studentProfile } from '../test/profile-fixtures.ts';

const signIn = () => saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

// Whole routes with typed forms: on a busy 2-core machine a journey passes 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('student profile page', () => {
  it('is read-only until Edit Information, checks on save, and returns to read-only', async () => {
    signIn();
    const sent: unknown[] = [];
    mockApi({
      '/api/student/profile': ok({ student: studentProfile() }),
      '/api/grades': GRADES,
      '/api/student/update-personal-info': ({ init }: { init: RequestInit }) => {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return json({
          status: 'success',
          message: 'Personal information updated successfully',
          data: { student: studentProfile({ first_name: body.first_name, grade: body.grade }) },
        });
      },
    });
    const { router } = await renderApp('/profile/student', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Student Profile' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Personal Information' });
    expect(field('First name').readOnly).toBe(true);
    expect(field('First name').value).toBe('Sara');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Information' }));
    expect(field('First name').readOnly).toBe(false);
    expect(document.activeElement).toBe(field('First name'));
    await userEvent.clear(field('First name'));
    await userEvent.selectOptions(screen.getByLabelText('Education level'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('First name is required')).not.toHaveLength(0);
    expect(screen.getAllByText('Please select a valid education level')).not.toHaveLength(0);
    expect(sent).toEqual([]);

    await userEvent.type(field('First name'), 'Salma');
    await userEvent.selectOptions(await screen.findByLabelText('Education level'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Personal information updated successfully')).toBeTruthy();
    expect(sent).toEqual([
      {
        first_name: 'Salma',
        last_name: 'Haddad',
        email: 'sara@example.com',
        phone_number: '+962791234567',
        grade: 9,
      },
    ]);
    await waitFor(() => expect(field('First name').readOnly).toBe(true));
    expect(field('First name').value).toBe('Salma');
    expect(screen.getByRole('button', { name: 'Edit Information' })).toBeTruthy();
    expect(readSession()?.first_name).toBe('Salma');
    expect(router.state.location.pathname).toBe('/profile/student');
  });

  it('names the server field errors after "Failed to update personal information"', async () => {
    signIn();
    mockApi({
      '/api/student/profile': ok({ student: studentProfile() }),
      '/api/grades': GRADES,
      '/api/student/update-personal-info': () =>
        json(
          {
            status: 'error',
            code: 'validation_failed',
            message: 'The given data was invalid.',
            errors: { email: ['The email has already been taken.'] },
          },
          422,
        ),
    });
    await renderApp('/profile/student', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Information' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Failed to update personal information: The email has already been taken.',
      ),
    ).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').readOnly).toBe(false);
  });

  it('says the session expired on a 401, clears it and goes to /login/user-type', async () => {
    signIn();
    mockApi({
      '/api/student/profile': () =>
        json({ status: 'error', code: 'unauthenticated', message: 'Please log in.' }, 401),
    });
    const { router } = await renderApp('/profile/student', { language: 'en' });
    expect(await screen.findByText('Session expired, please log in again')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user-type'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows 'Failed to load profile: …' with a retry when loading fails", async () => {
    signIn();
    mockApi({
      '/api/student/profile': () =>
        json({ status: 'error', code: 'internal_error', message: 'Something went wrong' }, 500),
    });
    await renderApp('/profile/student', { language: 'en' });
    expect(
      await screen.findAllByText('Failed to load profile: Something went wrong'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it.each([
    ['عمان', 'Amman', ''],
    ['amman', 'Amman', ''],
    ['Salt', 'other', 'Salt'],
  ])('shows a residence stored as %s, never blank', async (stored, picked, typed) => {
    signIn();
    mockApi({
      '/api/student/profile': ok({ student: studentProfile({ residence: stored }) }),
      '/api/grades': GRADES,
    });
    await renderApp('/profile/student', { language: 'en' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Additional Information' }));
    const residence = await screen.findByLabelText<HTMLSelectElement>('Place of residence');
    expect(residence.value).toBe(picked);
    expect(screen.queryByLabelText<HTMLInputElement>('Name of the place')?.value ?? '').toBe(typed);
  });

  it('lists the class chat rooms in the Chat Rooms tab, in Arabic, each opening its room', async () => {
    signIn();
    mockApi({
      '/api/student/profile': ok({ student: studentProfile() }),
      '/api/grades': GRADES,
      '/api/chat/rooms': ok([
        {
          class_id: 7,
          class_name: 'الرياضيات – العاشر',
          section: 'ب',
          teacher: { id: 3, first_name: 'أحمد', last_name: 'الخطيب' },
          archived: false,
          settings: { open_from: '08:00', open_until: '20:00' },
          me: { role: 'student', can_post: false, read_only_reason: 'closed', muted_until: null },
        },
      ]),
    });
    await renderApp('/profile/student');
    await userEvent.click(await screen.findByRole('tab', { name: 'غرف الدردشة' }));
    expect(await screen.findByRole('heading', { name: 'غرف محادثة صفوفك' })).toBeTruthy();
    const room = screen.getByRole('link', { name: /الرياضيات – العاشر/ });
    expect(room.getAttribute('href')).toBe('/classes/7/chat');
    expect(room.textContent).toContain('مفتوحة من 08:00 إلى 20:00 (بتوقيت عمّان)');
    expect(room.textContent).toContain('الكتابة مغلقة الآن: يمكنك القراءة');
    expect(screen.queryByRole('tab', { name: 'المرفوعات' })).toBeNull();
  });
});
