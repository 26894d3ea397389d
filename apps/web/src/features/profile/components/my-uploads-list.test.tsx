import type { Language, VideoStream } from '@madrasa/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { LADDER_POLL_MS } from '@/shared/video/ladder-polling.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { readyStream, videoStream } from '@/test/video-stream.ts';
import { GRADES, ok, ownFile, teacherProfile } from '../test/profile-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const video = {
  id: 7,
  lesson_title: 'Fractions',
  thumbnail_path: '/storage/t.webp',
  video_path: '/storage/v.mp4',
  file_size: 4096,
  hidden: false,
  created_at: '2026-01-10T10:00:00.000Z',
  stream: videoStream(),
};

describe("the teacher's uploads with their numbers", () => {
  it('shows how many students opened each file and watched and finished each lesson', async () => {
    saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': ok({
        files: [ownFile(3, 'Algebra'), ownFile(5, 'Geometry')],
        videos: [video],
        exams: [],
      }),
      '/api/teacher/upload-stats': ok({
        files: [
          { id: 3, students: 12, finished: 12 },
          { id: 5, students: 0, finished: 0 },
        ],
        videos: [{ id: 7, students: 9, finished: 4 }],
        exams: [],
        computer_exams: [],
      }),
    });
    await renderApp('/profile/teacher', { language: 'en' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Uploads' }));
    const algebra = (await screen.findByText('Algebra')).closest('li') as HTMLElement;
    expect(await within(algebra).findByText('Students who opened it: 12')).toBeTruthy();
    const geometry = screen.getByText('Geometry').closest('li') as HTMLElement;
    expect(within(geometry).getByText('Students who opened it: 0')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Lessons' }));
    const lesson = (await screen.findByText('Fractions')).closest('li') as HTMLElement;
    expect(await within(lesson).findByText('Students who watched it: 9')).toBeTruthy();
    expect(within(lesson).getByText('Watched to the end: 4')).toBeTruthy();
  });

  it('lists the uploads without numbers when the numbers cannot be read', async () => {
    saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': ok({ files: [ownFile(3, 'Algebra')], videos: [], exams: [] }),
    });
    await renderApp('/profile/teacher', { language: 'ar' });
    await userEvent.click(await screen.findByRole('tab', { name: 'المرفوعات' }));
    expect(await screen.findByText('Algebra')).toBeTruthy();
    expect(screen.queryByText(/الطلاب الذين فتحوه/)).toBeNull();
  });
});

describe("the ladder of each of the teacher's videos", () => {
  const videos = (streams: VideoStream[]) =>
    streams.map((stream, index) => ({
      ...video,
      id: 20 + index,
      lesson_title: `Lesson ${index + 1}`,
      stream,
    }));
  const STREAMS = [
    videoStream({ state: 'queued' }),
    videoStream({ state: 'processing', percent: 42, rungs: [240] }),
    readyStream('r3'),
    videoStream({ state: 'failed', percent: 10, failure: 'not_a_video' }),
    videoStream(),
  ];
  const statusOf = (name: string) =>
    within(screen.getByText(name).closest('li') as HTMLElement).getByRole('status').textContent;

  it.each([
    [
      'en',
      ['Uploads', 'Lessons'],
      [
        'Waiting to be processed',
        'Processing (42%)',
        'Ready',
        'Processing failed · This file is not a playable video',
        'Played as uploaded',
      ],
    ],
    [
      'ar',
      ['المرفوعات', 'الدروس'],
      [
        'في الانتظار',
        'قيد المعالجة (42٪)',
        'جاهز',
        'تعذّرت المعالجة · الملف ليس فيديو صالحًا',
        'يُعرض كما رُفع',
      ],
    ],
  ] as const)('tells each state in words (%s)', async (language: Language, tabs, texts) => {
    saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': ok({ files: [], videos: videos(STREAMS), exams: [] }),
    });
    await renderApp('/profile/teacher', { language });
    for (const tab of tabs) await userEvent.click(await screen.findByRole('tab', { name: tab }));
    await screen.findByText('Lesson 1');
    expect(STREAMS.map((_, index) => statusOf(`Lesson ${index + 1}`))).toEqual(texts);
  });

  it('reads the list again every few seconds while a video is being made, then stops', async () => {
    // The clock also runs on its own, so the page loads as usual; the polls are stepped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });
    let stream = videoStream({ state: 'processing', percent: 42, rungs: [240] });
    let reads = 0;
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': () => {
        reads += 1;
        return json(ok({ files: [], videos: videos([stream]), exams: [] }));
      },
    });
    await renderApp('/profile/teacher', { language: 'en' });
    await user.click(await screen.findByRole('tab', { name: 'Uploads' }));
    await user.click(await screen.findByRole('tab', { name: 'Lessons' }));
    await screen.findByText('Lesson 1');
    expect(statusOf('Lesson 1')).toBe('Processing (42%)');

    stream = videoStream({ state: 'processing', percent: 80, rungs: [240, 360] });
    await act(() => vi.advanceTimersByTimeAsync(LADDER_POLL_MS));
    await waitFor(() => expect(statusOf('Lesson 1')).toBe('Processing (80%)'));

    stream = readyStream('r1');
    await act(() => vi.advanceTimersByTimeAsync(LADDER_POLL_MS));
    await waitFor(() => expect(statusOf('Lesson 1')).toBe('Ready'));

    const settled = reads;
    await act(() => vi.advanceTimersByTimeAsync(4 * LADDER_POLL_MS));
    expect(reads).toBe(settled);
  });
});
