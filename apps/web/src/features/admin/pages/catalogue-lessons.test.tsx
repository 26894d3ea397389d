import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LADDER_POLL_MS } from '@/shared/video/ladder-polling.ts';
import { setConnection } from '@/test/connection.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { readyStream, videoStream } from '@/test/video-stream.ts';
import { lessonRow, page, signInAdmin } from '../test/admin-fixtures.ts';

const ok = (data: unknown) => ({ status: 'success', data });
const GRADES = ok([
  {
    id: 3,
    name_ar: 'الصف الثالث',
    name_en: 'Third Grade',
    study_phase: 'primary',
    grade_key: 'grade3',
  },
]);
const SUBJECTS = ok([
  {
    id: 40,
    grade_id: 3,
    semester: 'first',
    name_ar: 'الرياضيات',
    name_en: 'Mathematics',
    image: null,
  },
]);
const statusIn = (row: HTMLElement) => within(row).getByRole('status').textContent;
const UPLOAD_OFFLINE = {
  en: 'Uploads need a connection: files are kept on the server. Connect, then upload.',
  ar: 'رفع الملفات يحتاج اتصالًا بالإنترنت: تُحفظ الملفات على الخادم. اتصل ثم ارفعها.',
} as const;

describe('the lessons table of the console', () => {
  it("shows each video's ladder, read again while one is being made", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAdmin();
    let stream = videoStream({ state: 'processing', percent: 42, rungs: [240] });
    mockApi({
      '/api/admin/lessons': () =>
        json(
          page([
            lessonRow(1, 'Fractions', { stream }),
            lessonRow(2, 'Decimals', {
              stream: videoStream({ state: 'failed', failure: 'too_long' }),
            }),
          ]),
        ),
      '/api/grades': GRADES,
    });
    await renderApp('/admin/catalogue/lessons', { language: 'en' });
    const fractions = (await screen.findByRole('cell', { name: 'Fractions' })).closest(
      'tr',
    ) as HTMLElement;
    const decimals = screen.getByRole('cell', { name: 'Decimals' }).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Video status' })).toBeTruthy();
    expect(statusIn(fractions)).toBe('Processing (42%)');
    expect(statusIn(decimals)).toBe('Processing failed · Processing took too long');

    stream = readyStream('f1');
    await act(() => vi.advanceTimersByTimeAsync(LADDER_POLL_MS));
    await waitFor(() => expect(statusIn(fractions)).toBe('Ready'));
  });

  it.each([
    ['en', 'Edit Fractions', 'Save'],
    ['ar', 'تعديل درس 1', 'حفظ'],
  ] as const)(
    'keeps a lesson and its files from being sent offline, and says why (%s)',
    async (language, edit, save) => {
      signInAdmin();
      mockApi({
        '/api/admin/lessons': page([lessonRow(1, 'Fractions')]),
        '/api/grades': GRADES,
        '/api/subjects': SUBJECTS,
      });
      await renderApp('/admin/catalogue/lessons', { language });
      await userEvent.click(await screen.findByRole('button', { name: edit }));
      const dialog = await screen.findByRole('dialog');
      const button = within(dialog).getByRole('button', { name: save });
      expect(button).toHaveProperty('disabled', false);

      setConnection(false);
      expect(within(dialog).getByText(UPLOAD_OFFLINE[language])).toBeTruthy();
      expect(button).toHaveProperty('disabled', true);
      setConnection(true);
      expect(within(dialog).queryByText(UPLOAD_OFFLINE[language])).toBeNull();
      expect(button).toHaveProperty('disabled', false);
    },
  );

  it('sends captions with an edit, links the current ones, and shows a refused file under its field', async () => {
    signInAdmin();
    const sent: FormData[] = [];
    const current = readyStream('f1');
    current.captions = [{ language: 'ar', src: '/storage/lessons/captions/1-ar.vtt' }];
    mockApi({
      '/api/admin/lessons': page([lessonRow(1, 'Fractions', { stream: current })]),
      '/api/admin/lessons/1': ({ init }: { init: RequestInit }) => {
        sent.push(init.body as FormData);
        return json(
          {
            status: 'error',
            code: 'validation_failed',
            message: 'The given data was invalid.',
            errors: { captions_en: ['This captions file has no captions in it.'] },
          },
          422,
        );
      },
      '/api/grades': GRADES,
      '/api/subjects': SUBJECTS,
    });
    await renderApp('/admin/catalogue/lessons', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Fractions' }));
    const dialog = await screen.findByRole('dialog');
    const arabic = within(dialog).getByLabelText<HTMLInputElement>('Arabic captions (.vtt)');
    const english = within(dialog).getByLabelText<HTMLInputElement>('English captions (.vtt)');
    expect(arabic.accept).toBe('.vtt,text/vtt');
    const links = within(dialog).getAllByRole('link', { name: 'Open the current file' });
    expect(links.map((link) => link.getAttribute('href'))).toContain(
      '/storage/lessons/captions/1-ar.vtt',
    );

    const vtt = new File(['WEBVTT\n'], 'fractions.en.vtt', { type: 'text/vtt' });
    await userEvent.upload(english, vtt);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This captions file has no captions in it.'),
    ).toBeTruthy();
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('captions_en')).toBeInstanceOf(File);
    expect(sent[0]?.has('captions_ar')).toBe(false);
  });
});
