import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { classView, ok, teacherClass } from '../test/class-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const signIn = () => saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });

const GRADES = ok([
  { id: 9, name_ar: 'الصف التاسع', name_en: 'Grade 9', study_phase: 'middle', grade_key: 'grade9' },
  {
    id: 10,
    name_ar: 'الصف العاشر',
    name_en: 'Grade 10',
    study_phase: 'middle',
    grade_key: 'grade10',
  },
]);
const subject = (id: number, semester: string, name_en: string, name_ar: string) => ({
  id,
  grade_id: 10,
  semester,
  name_en,
  name_ar,
  image: null,
});
const SUBJECTS = ok([
  subject(31, 'first', 'Mathematics', 'الرياضيات'),
  subject(32, 'second', 'Mathematics', 'الرياضيات'),
  subject(33, 'first', 'Physics', 'الفيزياء'),
]);

describe("the teacher's classes", () => {
  it('lists open and archived classes with their codes and counts, and makes a new class', async () => {
    signIn();
    const sent: unknown[] = [];
    mockApi({
      '/api/teacher/classes': ({ init }: { init: RequestInit }) => {
        if (init.method !== 'POST') {
          return json(
            ok([
              teacherClass(),
              teacherClass({
                id: 3,
                name: 'Grade 9 A – Physics',
                code: 'ABC234',
                students: 1,
                assignments: 0,
                archived_at: '2026-06-30T12:00:00Z',
              }),
            ]),
          );
        }
        sent.push(JSON.parse(String(init.body)));
        return json(
          {
            status: 'success',
            message: 'The class Grade 10 C – Mathematics was created.',
            data: teacherClass({ id: 8, name: 'Grade 10 C – Mathematics', students: 0 }),
          },
          201,
        );
      },
      '/api/grades': GRADES,
      '/api/subjects': SUBJECTS,
      '/api/teacher/classes/8': ok(classView({ class: teacherClass({ id: 8 }), students: [] })),
    });
    const { router } = await renderApp('/teacher/classes', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My classes' })).toBeTruthy();

    const open = await screen.findByRole('region', { name: 'Open classes' });
    const card = within(open).getByRole('link', { name: /Grade 10 B – Mathematics/ });
    expect(card.getAttribute('href')).toBe('/teacher/classes/7');
    expect(card.textContent).toContain('Grade 10 · Mathematics · Section B');
    expect(card.textContent).toContain('K7M-2QX');
    expect(card.textContent).toContain('2 students');
    expect(card.textContent).toContain('2 assignments');
    const archived = screen.getByRole('region', { name: 'Archived classes' });
    expect(
      within(archived).getByRole('link', { name: /Grade 9 A – Physics/ }).textContent,
    ).toContain('1 student');

    await userEvent.click(screen.getByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('Please enter the class name')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Grade/), '10');
    const subjects = within(dialog).getByLabelText<HTMLSelectElement>(/^Subject/);
    await waitFor(() => expect(subjects.options).toHaveLength(3));
    // Mathematics is kept per semester; it is offered once.
    expect(Array.from(subjects.options, (option) => option.text)).toEqual([
      'Choose…',
      'Mathematics',
      'Physics',
    ]);
    await userEvent.selectOptions(subjects, '31');
    await userEvent.type(within(dialog).getByLabelText(/^Section/), 'C');
    const name = within(dialog).getByLabelText<HTMLInputElement>(/^Class name/);
    expect(name.value).toBe('Grade 10 C – Mathematics');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('The class Grade 10 C – Mathematics was created.')).toBeTruthy();
    expect(sent).toEqual([{ name: 'Grade 10 C – Mathematics', subject_id: 31, section: 'C' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/classes/8'));
  });

  it("says when the 30 open classes' limit is reached", async () => {
    signIn();
    const many = Array.from({ length: 30 }, (_, index) =>
      teacherClass({ id: index + 1, name: `Class ${index + 1}` }),
    );
    mockApi({ '/api/teacher/classes': ok(many), '/api/grades': GRADES, '/api/subjects': SUBJECTS });
    await renderApp('/teacher/classes', { language: 'en' });
    expect(await screen.findByText(/You already have 30 open classes/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New class' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers the name in Arabic from the Arabic choices until the teacher edits it', async () => {
    signIn();
    mockApi({ '/api/teacher/classes': ok([]), '/api/grades': GRADES, '/api/subjects': SUBJECTS });
    await renderApp('/teacher/classes', { language: 'ar' });
    expect(await screen.findByText(/ليس لديك صف مفتوح بعد/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'صف جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'صف جديد' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^الصف الدراسي/), '10');
    await waitFor(() =>
      expect(within(dialog).getByLabelText<HTMLSelectElement>(/^المادة/).options).toHaveLength(3),
    );
    await userEvent.selectOptions(within(dialog).getByLabelText(/^المادة/), '31');
    await userEvent.type(within(dialog).getByLabelText(/^الشعبة/), 'ب');
    const name = within(dialog).getByLabelText<HTMLInputElement>(/^اسم الصف/);
    expect(name.value).toBe('الصف العاشر ب – الرياضيات');
    await userEvent.clear(name);
    await userEvent.type(name, 'رياضيات العاشر');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^المادة/), '33');
    expect(name.value).toBe('رياضيات العاشر');
  });
});
