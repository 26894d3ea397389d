import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { captureDownloads } from '@/test/capture-downloads.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { classView, computerExam, lesson, ok } from '../test/class-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const signIn = () => saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });

describe("a teacher's class", () => {
  const downloads = captureDownloads();

  it('shows the code, the work and each student’s results with averages, in Amman time', async () => {
    signIn();
    const asked: string[] = [];
    mockApi({
      '/api/teacher/classes/7': ok(classView()),
      '/api/teacher/classes/7/export': ({ url }: { url: URL }) => {
        asked.push(url.search);
        return new Response('Student,Quadratic equations\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      },
    });
    await renderApp('/teacher/classes/7', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grade 10 B – Mathematics' }),
    ).toBeTruthy();
    expect(screen.getByText('K7M-2QX')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'QR code that opens the join page for code K7M-2QX' }),
    ).toBeTruthy();
    expect(screen.getByText('http://localhost:3000/join?code=K7M2QX')).toBeTruthy();

    const work = screen.getByRole('region', { name: 'Assignments' });
    // 20:59 UTC is 23:59 in Amman, whatever the machine's zone.
    expect(within(work).getByText('Due Thu 26 Nov, 23:59')).toBeTruthy();
    expect(within(work).getByText(/Average 80%/)).toBeTruthy();

    const table = screen.getByRole('region', { name: 'Results' });
    const sara = within(table).getByRole('row', { name: /Sara Haddad/ });
    expect(within(sara).getByText('Done late')).toBeTruthy();
    expect(within(sara).getByText('Done')).toBeTruthy();
    expect(within(sara).getByText('80%')).toBeTruthy();
    const omar = within(table).getByRole('row', { name: /Omar Nasser/ });
    expect(within(omar).getAllByText('Overdue')).toHaveLength(2);
    const averages = within(table).getByRole('row', { name: /All students/ });
    expect(averages.textContent).toContain('Done by 1 of 2');
    expect(averages.textContent).toContain('Average 80%');

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(asked).toEqual(['?format=csv']);
  });

  it('assigns an exam with a due date typed in Amman time, counting only attempts in the window', async () => {
    signIn();
    const sent: unknown[] = [];
    mockApi({
      '/api/teacher/classes/7': ok(classView({ assignments: [], results: [] })),
      '/api/teacher/classes/7/assignable': ({ url }: { url: URL }) =>
        json(ok(url.searchParams.get('source') === 'mine' ? [] : [lesson, computerExam])),
      '/api/teacher/classes/7/assignments': ({ init }: { init: RequestInit }) => {
        sent.push(JSON.parse(String(init.body)));
        return json(
          {
            status: 'success',
            message: 'The work was assigned to the class.',
            data: { ...classView().assignments[1], done: undefined, average_percent: undefined },
          },
          201,
        );
      },
    });
    await renderApp('/teacher/classes/7', { language: 'en' });
    expect(await screen.findByText(/No work given yet/)).toBeTruthy();
    expect(screen.getByText(/Results appear here once/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Assign work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign work' });
    const item = within(dialog).getByLabelText<HTMLSelectElement>(/^Lesson, file or exam/);
    await waitFor(() => expect(item.options).toHaveLength(3));
    expect(within(item).getByRole('group', { name: 'Computer-based exam' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(
      await within(dialog).findByText('Please choose a lesson, a file or an exam to assign'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid date and time')).toBeTruthy();

    await userEvent.selectOptions(item, 'computer_exam:55');
    await userEvent.type(within(dialog).getByLabelText(/^Due at/), '2026-12-03T23:59');
    await userEvent.click(within(dialog).getByLabelText(/Count only exam attempts/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('The work was assigned to the class.')).toBeTruthy();
    expect(sent).toEqual([
      {
        item_kind: 'computer_exam',
        item_id: 55,
        due_at: '2026-12-03T23:59:00+03:00',
        window_only: true,
      },
    ]);
  });

  it('removes a student after asking, and says a class of another teacher is not found', async () => {
    signIn();
    const removed: string[] = [];
    mockApi({
      '/api/teacher/classes/7': ok(classView()),
      '/api/teacher/classes/7/students/3': ({ init }: { init: RequestInit }) => {
        removed.push(String(init.method));
        return json({ status: 'success', message: 'The student was removed from the class.' });
      },
      '/api/teacher/classes/9': () =>
        json(
          {
            status: 'error',
            code: 'classes.class_not_found',
            message: 'This class was not found.',
          },
          404,
        ),
    });
    const { router } = await renderApp('/teacher/classes/7', { language: 'en' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Omar Nasser from the class' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Omar Nasser?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The student was removed from the class.')).toBeTruthy();
    expect(removed).toEqual(['DELETE']);

    await router.navigate('/teacher/classes/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Class not found' })).toBeTruthy();
    expect(screen.getByText(/It may belong to another teacher/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('changes an assignment: its times shown and sent in Amman time, its item kept', async () => {
    signIn();
    const sent: { method: string; body: unknown }[] = [];
    mockApi({
      '/api/teacher/classes/7': ok(classView()),
      '/api/teacher/classes/7/assignments/11': ({ init }: { init: RequestInit }) => {
        sent.push({ method: String(init.method), body: JSON.parse(String(init.body)) });
        const {
          done: _done,
          average_percent: _average,
          ...saved
        } = classView().assignments[0] ?? {};
        return json({ status: 'success', message: 'The assignment was saved.', data: saved });
      },
    });
    await renderApp('/teacher/classes/7', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Quadratic equations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the assignment' });
    expect(within(dialog).getByText('Quadratic equations')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Lesson, file or exam/)).toBeNull();
    // 06:00 and 20:59 UTC are 09:00 and 23:59 in Amman.
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Opens at/).value).toBe(
      '2026-11-25T09:00',
    );
    const due = within(dialog).getByLabelText<HTMLInputElement>(/^Due at/);
    expect(due.value).toBe('2026-11-26T23:59');
    await userEvent.clear(due);
    await userEvent.type(due, '2026-12-05T20:00');
    await userEvent.type(within(dialog).getByLabelText(/^Note to students/), 'Pages 12–20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The assignment was saved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          item_kind: 'lesson',
          item_id: 101,
          opens_at: '2026-11-25T09:00:00+03:00',
          due_at: '2026-12-05T20:00:00+03:00',
          note: 'Pages 12–20',
          window_only: false,
        },
      },
    ]);
  });
});
