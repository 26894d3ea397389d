import type { AssignedItem, ClassView, TeacherClass, TodoItem } from '@madrasa/contracts';

export const ok = (data: unknown) => ({ status: 'success', data });

export const maths = {
  id: 31,
  name_ar: 'الرياضيات',
  name_en: 'Mathematics',
  grade_id: 10,
  grade_ar: 'الصف العاشر',
  grade_en: 'Grade 10',
};

export const teacherClass = (overrides: Partial<TeacherClass> = {}): TeacherClass => ({
  id: 7,
  name: 'Grade 10 B – Mathematics',
  section: 'B',
  subject: maths,
  code: 'K7M2QX',
  students: 2,
  assignments: 2,
  archived_at: null,
  created_at: '2026-11-20T08:00:00Z',
  ...overrides,
});

export const lesson: AssignedItem = {
  kind: 'lesson',
  id: 101,
  title_ar: 'المعادلات التربيعية',
  title_en: 'Quadratic equations',
  subject_id: 31,
  semester: 'first',
  teacher_id: null,
};

export const computerExam: AssignedItem = {
  kind: 'computer_exam',
  id: 55,
  title_ar: 'اختبار الوحدة الأولى',
  title_en: 'Unit 1 quiz',
  subject_id: 31,
  semester: 'first',
  teacher_id: null,
};

const assignment = (id: number, item: AssignedItem, due_at: string) => ({
  id,
  class_id: 7,
  item,
  opens_at: '2026-11-25T06:00:00Z',
  due_at,
  note: '',
  window_only: false,
  created_at: '2026-11-25T06:00:00Z',
});

/** Two students, a lesson done by one (late) and an exam taken by one, overdue for the other. */
export const classView = (overrides: Partial<ClassView> = {}): ClassView => ({
  class: teacherClass(),
  students: [
    { id: 2, first_name: 'Sara', last_name: 'Haddad', joined_at: '2026-11-21T09:00:00Z' },
    { id: 3, first_name: 'Omar', last_name: 'Nasser', joined_at: '2026-11-22T09:00:00Z' },
  ],
  assignments: [
    { ...assignment(11, lesson, '2026-11-26T20:59:00Z'), done: 1, average_percent: null },
    { ...assignment(12, computerExam, '2026-11-27T20:59:00Z'), done: 1, average_percent: 80 },
  ],
  results: [
    {
      assignment_id: 11,
      student_id: 2,
      state: 'done',
      done_at: '2026-11-27T10:00:00Z',
      percent: null,
    },
    { assignment_id: 11, student_id: 3, state: 'overdue', done_at: null, percent: null },
    {
      assignment_id: 12,
      student_id: 2,
      state: 'done',
      done_at: '2026-11-27T08:30:00Z',
      percent: 80,
    },
    { assignment_id: 12, student_id: 3, state: 'overdue', done_at: null, percent: null },
  ],
  ...overrides,
});

export const todoItem = (
  id: number,
  state: TodoItem['result']['state'],
  {
    due_at = '2026-12-03T20:59:00Z',
    done_at = null as string | null,
    percent = null as number | null,
    item = lesson,
  } = {},
): TodoItem => ({
  id,
  class_id: 7,
  item: { ...item, id: item.id + id },
  opens_at: '2026-11-25T06:00:00Z',
  due_at,
  note: '',
  window_only: false,
  created_at: '2026-11-25T06:00:00Z',
  class: { id: 7, name: 'Grade 10 B – Mathematics' },
  result: { state, done_at, percent },
});
