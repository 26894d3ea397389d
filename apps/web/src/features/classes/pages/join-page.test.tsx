import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { studentProfileAnswer } from '@/test/student-profile.ts';
import { computerExam, maths, ok, todoItem } from '../test/class-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const signIn = () => saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });

const member = {
  id: 7,
  name: 'Grade 10 B – Mathematics',
  section: 'B',
  subject: maths,
  teacher: { id: 4, first_name: 'Omar', last_name: 'Khalil' },
  joined_at: '2026-11-28T09:00:00Z',
};

describe('joining a class and the To do list', () => {
  it('joins from the QR link in one tap; a refused code shows under the field; Arabic digits work', async () => {
    signIn();
    const sent: unknown[] = [];
    const classes: (typeof member)[] = [];
    mockApi({
      '/api/student/classes': ({ init }: { init: RequestInit }) => {
        if (init.method !== 'POST') return json(ok(classes));
        const body = JSON.parse(String(init.body));
        sent.push(body);
        if (body.code !== 'K7M2QX') {
          const message = 'No open class has this code. Check it with your teacher.';
          return json(
            { status: 'error', code: 'classes.code_invalid', message, errors: { code: [message] } },
            422,
          );
        }
        classes.push(member);
        return json(
          { status: 'success', message: 'You joined Grade 10 B – Mathematics.', data: member },
          201,
        );
      },
      '/api/student/assignments': ok([]),
      '/api/student/profile': studentProfileAnswer(),
      '/api/grades': ok([]),
    });
    const { router } = await renderApp('/join?code=abc-234', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join your class' })).toBeTruthy();
    const code = screen.getByLabelText<HTMLInputElement>('Class code');
    expect(code.value).toBe('ABC-234');

    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findAllByText('No open class has this code. Check it with your teacher.'),
    ).not.toHaveLength(0);
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(code);
    await userEvent.type(code, 'k7m-٢qx');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined Grade 10 B – Mathematics.')).toBeTruthy();
    expect(sent).toEqual([{ code: 'ABC234' }, { code: 'K7M2QX' }]);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/profile/student?tab=classes',
      ),
    );
    expect(await screen.findByRole('tab', { name: 'Classes', selected: true })).toBeTruthy();
    const mine = await screen.findByRole('region', { name: 'My classes' });
    expect(await within(mine).findByText('Teacher: Omar Khalil')).toBeTruthy();
    expect(screen.getByText(/Nothing to do for now/)).toBeTruthy();
  });

  it('says what is wrong with a malformed code before asking the server', async () => {
    signIn();
    const fetchMock = mockApi({});
    await renderApp('/join', { language: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'انضمام' }));
    expect(await screen.findByText('يرجى إدخال رمز الصف الذي أعطاك إياه معلّمك')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('رمز الصف'), 'K7M-2Q0');
    await userEvent.click(screen.getByRole('button', { name: 'انضمام' }));
    expect(await screen.findByText(/يتكوّن رمز الصف من 6 حروف وأرقام/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/classes'))).toEqual([]);
  });

  it('groups the To do list (overdue, due soon, open, done) with links, and leaves a class after asking', async () => {
    signIn();
    const left: string[] = [];
    mockApi({
      '/api/student/profile': studentProfileAnswer(),
      '/api/grades': ok([]),
      '/api/student/classes': ok([member]),
      '/api/student/classes/7': ({ init }: { init: RequestInit }) => {
        left.push(String(init.method));
        return json({ status: 'success', message: 'You left the class.' });
      },
      '/api/student/assignments': ok([
        todoItem(1, 'open', { due_at: '2026-12-10T20:59:00Z' }),
        todoItem(2, 'overdue', { due_at: '2026-11-26T20:59:00Z' }),
        todoItem(3, 'done', {
          item: computerExam,
          done_at: '2026-11-27T08:30:00Z',
          percent: 90,
        }),
        todoItem(4, 'due_soon', { due_at: '2026-11-29T20:59:00Z' }),
      ]),
    });
    await renderApp('/profile/student?tab=classes', { language: 'en' });
    const todo = await screen.findByRole('region', { name: 'To do' });
    const headings = await within(todo).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Overdue (1)',
      'Due soon (1)',
      'Open (1)',
      'Done recently (1)',
    ]);
    const links = within(todo).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/course-content/31/1/lesson?lesson=103',
      '/course-content/31/1/lesson?lesson=105',
      '/course-content/31/1/lesson?lesson=102',
      '/computer-exams/58',
    ]);
    expect(within(todo).getByText('90%')).toBeTruthy();
    expect(within(todo).getByText('Due Thu 26 Nov, 23:59')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Leave Grade 10 B – Mathematics' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Leave Grade 10 B – Mathematics?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave the class' }));
    expect(await screen.findByText('You left the class.')).toBeTruthy();
    expect(left).toEqual(['DELETE']);
  });
});
