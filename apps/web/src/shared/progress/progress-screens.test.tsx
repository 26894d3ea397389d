import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { videoStream } from '@/test/video-stream.ts';

// Pages load lazily with their texts; a busy two-core machine needs more than a second.
configure({ asyncUtilTimeout: 5000 });

const ok = (data: unknown) => ({ status: 'success', data });
/** One page of a paged list (lessons, the PDF lists), the last. */
const lastPage = (data: unknown) => ({ ...ok(data), next_cursor: null });
const GRADE = {
  id: 7,
  name_en: 'Seventh Grade',
  name_ar: 'الصف السابع',
  study_phase: 'middle',
  grade_key: 'grade7',
};
const MATHS = {
  id: 40,
  grade_id: 7,
  semester: 'first',
  name_en: 'Mathematics',
  name_ar: 'الرياضيات',
  image: null,
};
const count = (done: number, total: number) => ({ done, total });
const BAR = {
  subject_id: 40,
  semester: 'first',
  lessons: count(1, 2),
  files: count(1, 3),
  kinds: {
    lesson: count(1, 2),
    worksheet: count(1, 1),
    exam: count(0, 1),
    summary: count(0, 1),
    teacher_guide: count(0, 0),
  },
};
const lesson = (id: number, name: string) => ({
  id,
  subject_id: 40,
  semester: 'first',
  name_en: name,
  name_ar: name,
  image: null,
  video_mp4: `/storage/lessons/${id}.mp4`,
  stream: videoStream(),
  premium: null,
});
const item = (kind: string, id: number, position: number, completed: boolean) => ({
  kind,
  id,
  position_seconds: position,
  duration_seconds: 100,
  completed,
});
const signInStudent = () =>
  saveSession({ id: 8, username: 'stu_sara_8', token: 'tok', first_name: 'Sara' });
const calls = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  );

describe('progress on the catalogue', () => {
  it("draws a student's bar on each subject card, with its figure in words", async () => {
    signInStudent();
    mockApi({
      '/api/grades': ok([GRADE]),
      '/api/subjects': ok([MATHS]),
      '/api/student/progress/subjects': ok([BAR]),
    });
    await renderApp('/materialsClass/7', { language: 'en' });
    const bar = await screen.findByRole('progressbar', { name: 'Your progress in Mathematics' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('2 of 5 done (40%)');
    expect(screen.getByText('2 of 5 done')).toBeTruthy();
  });

  it('asks nothing about progress for a visitor, and draws no bar', async () => {
    const fetch = mockApi({ '/api/grades': ok([GRADE]), '/api/subjects': ok([MATHS]) });
    await renderApp('/materialsClass/7', { language: 'en' });
    await screen.findByRole('link', { name: 'Mathematics First Semester' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls(fetch, '/api/student/progress/subjects')).toEqual([]);
  });

  it('draws a bar per tile of the course page, none on the book', async () => {
    signInStudent();
    mockApi({ '/api/subjects/40': ok(MATHS), '/api/student/progress/subjects': ok([BAR]) });
    await renderApp('/course-content/40/1', { language: 'ar' });
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'تقدّمك في أوراق العمل',
      'تقدّمك في الملخصات',
      'تقدّمك في الدروس',
      'تقدّمك في الامتحانات',
    ]);
  });

  it('ticks a watched lesson, resumes a begun one and saves where the student stops', async () => {
    signInStudent();
    const fetch = mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/lessons': lastPage([lesson(1, 'Whole numbers'), lesson(2, 'Fractions')]),
      '/api/student/progress/items': ok([
        item('lesson', 1, 95, true),
        item('lesson', 2, 42, false),
      ]),
      '/api/student/progress/videos/lesson/2': ok({ kind: 'lesson', id: 2, completed: false }),
    });
    await renderApp('/course-content/40/1/lesson', { language: 'en' });
    const watched = await screen.findByRole('link', { name: 'Play Whole numbers' });
    await waitFor(() =>
      expect(within(watched.closest('li') as HTMLElement).getByText('Watched')).toBeTruthy(),
    );
    const begun = screen.getByRole('link', { name: 'Play Fractions' });
    const bar = within(begun.closest('li') as HTMLElement).getByRole('progressbar', {
      name: 'How much of Fractions you watched',
    });
    expect(bar.getAttribute('aria-valuetext')).toBe('42% watched (42%)');
    await userEvent.click(begun);
    const dialog = await screen.findByRole('dialog', { name: 'Fractions' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 100, configurable: true });
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
    fireEvent(video, new Event('pause'));
    await waitFor(() =>
      expect(calls(fetch, '/api/student/progress/videos/lesson/2')).toHaveLength(1),
    );
    const [, init] = calls(fetch, '/api/student/progress/videos/lesson/2')[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      position_seconds: 42,
      duration_seconds: 100,
      played_seconds: 0,
      save_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      observed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    });
  });

  it.each([
    ['autoplay ran on', 1.5, false, 42],
    ['the student sought', 70, true, 70],
  ])(
    'resumes when the positions arrive late unless the student sought (%s)',
    async (_, at, sought, expected) => {
      signInStudent();
      let answer: (response: Response) => void = () => undefined;
      const fetch = mockApi({
        '/api/subjects/40': ok(MATHS),
        '/api/lessons': lastPage([lesson(2, 'Fractions')]),
        '/api/student/progress/items': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      });
      await renderApp('/course-content/40/1/lesson?lesson=2', { language: 'en' });
      const dialog = await screen.findByRole('dialog', { name: 'Fractions' });
      const video = dialog.querySelector('video') as HTMLVideoElement;
      Object.defineProperty(video, 'duration', { value: 100, configurable: true });
      // jsdom plays nothing: the metadata is there, as a browser's would be by now.
      Object.defineProperty(video, 'readyState', { value: 1, configurable: true });
      fireEvent(video, new Event('loadedmetadata'));
      video.currentTime = at;
      if (sought) fireEvent(video, new Event('seeking'));
      // A pause before the saved position is known saves nothing (it would overwrite it).
      fireEvent(video, new Event('pause'));
      expect(calls(fetch, '/api/student/progress/videos/lesson/2')).toEqual([]);
      answer(
        new Response(JSON.stringify(ok([item('lesson', 2, 42, false)])), {
          headers: { 'content-type': 'application/json' },
        }),
      );
      // The card behind the open dialog gets its bar once the positions have come.
      await screen.findByRole('progressbar', {
        name: 'How much of Fractions you watched',
        hidden: true,
      });
      expect(video.currentTime).toBe(expected);
    },
  );

  it('marks a worksheet opened when it is downloaded, and ticks opened ones', async () => {
    signInStudent();
    const sheet = (id: number) => ({
      id,
      subject_id: 40,
      semester: 'first',
      name_en: `Sheet ${id}`,
      name_ar: `ورقة ${id}`,
      pdf_file: `/storage/worksheets/${id}.pdf`,
      file_name: `sheet-${id}.pdf`,
      file_size: 1000,
      premium: null,
    });
    const fetch = mockApi({
      '/api/subjects/40': ok(MATHS),
      '/api/worksheets': lastPage([sheet(5), sheet(6)]),
      '/api/student/progress/items': ok([item('worksheet', 5, 0, true)]),
      '/api/student/progress/files/worksheet/6': ok({ kind: 'worksheet', id: 6, completed: true }),
    });
    await renderApp('/course-content/40/1/worksheets', { language: 'en' });
    const opened = (await screen.findByRole('heading', { name: 'Sheet 5' })).parentElement;
    await waitFor(() => expect(within(opened as HTMLElement).getByText('Opened')).toBeTruthy());
    const download = screen.getByRole('link', { name: 'Download Sheet 6' });
    download.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(download);
    await waitFor(() =>
      expect(calls(fetch, '/api/student/progress/files/worksheet/6')).toHaveLength(1),
    );
    const [, init] = calls(fetch, '/api/student/progress/files/worksheet/6')[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ opened_at: expect.any(String) });
    // Ticked at once, before any answer is read.
    const marked = screen.getByRole('heading', { name: 'Sheet 6' }).parentElement;
    expect(within(marked as HTMLElement).getByText('Opened')).toBeTruthy();
  });
});
