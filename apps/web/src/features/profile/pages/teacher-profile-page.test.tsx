import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { FakeXhr } from '../test/fake-xhr.ts';
import { GRADES, ok, ownFile, teacherProfile } from '../test/profile-fixtures.ts';

beforeEach(() => {
  saveSession({ id: 4, username: 'tch_omar_4', token: 'teacher-token' });
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

const uploads = (files: unknown[]) => ok({ files, videos: [], exams: [] });

const openUploads = async () => {
  await userEvent.click(await screen.findByRole('tab', { name: 'Uploads' }));
  return screen.findByRole('form', { name: 'Files' });
};

// Whole routes with typed forms: on a busy 2-core machine a journey passes 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('teacher profile page', () => {
  it('uploads a file with a real progress bar, then lists it', async () => {
    let files: unknown[] = [];
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': () => json(uploads(files)),
    });
    await renderApp('/profile/teacher', { language: 'en' });
    const form = await openUploads();
    expect(await screen.findByText('You have not uploaded any files yet.')).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: 'Upload File' }));
    for (const text of [
      'Please enter a file name.',
      'Please select a file type.',
      'Please upload a file.',
    ]) {
      expect(within(form).getByText(text)).toBeTruthy();
    }
    expect(FakeXhr.requests).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('File name'), 'Waves summary');
    await userEvent.selectOptions(within(form).getByLabelText('File type'), 'summary');
    const pdf = new File(['%PDF-1.4\n'], 'waves.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(form).getByLabelText('PDF file'), pdf);
    await userEvent.click(within(form).getByRole('button', { name: 'Upload File' }));

    const request = FakeXhr.last;
    expect(request.url).toBe('/api/teacher-uploads');
    expect(request.headers.Authorization).toBe('Bearer teacher-token');
    const body = request.body as FormData;
    expect([...body.keys()]).toEqual(['file_name', 'file_type', 'file']);
    expect(body.get('file_name')).toBe('Waves summary');

    act(() => request.progress(40, 100));
    const bar = within(form).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(form).getByText('40%')).toBeTruthy();
    const busy = within(form).getByRole('button', { name: 'Uploading...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(within(form).getByLabelText<HTMLInputElement>('File name').matches(':disabled')).toBe(
      true,
    );

    files = [ownFile(7, 'Waves summary')];
    act(() =>
      request.respond(201, { status: 'success', message: 'File uploaded successfully!', data: {} }),
    );
    expect(await screen.findByText('File uploaded successfully!')).toBeTruthy();
    expect(await screen.findByText('Waves summary')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('File name').value).toBe('');
    expect(within(form).queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's reason when an upload is refused", async () => {
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': uploads([]),
    });
    await renderApp('/profile/teacher', { language: 'en' });
    const form = await openUploads();
    await userEvent.type(within(form).getByLabelText('File name'), 'Waves');
    await userEvent.selectOptions(within(form).getByLabelText('File type'), 'worksheet');
    await userEvent.upload(
      within(form).getByLabelText('PDF file'),
      new File(['%PDF'], 'w.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Upload File' }));
    act(() =>
      FakeXhr.last.respond(415, {
        status: 'error',
        code: 'unsupported_media_type',
        message: 'This file type is not supported.',
      }),
    );
    expect(await screen.findByText('This file type is not supported.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Upload File' })).toBeTruthy();
  });

  it('sends a lesson with its captions, and shows a refused captions file under its field', async () => {
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': uploads([]),
    });
    await renderApp('/profile/teacher', { language: 'en' });
    await openUploads();
    await userEvent.click(screen.getByRole('tab', { name: 'Lessons' }));
    const form = await screen.findByRole('form', { name: 'Lessons' });
    const arabic = within(form).getByLabelText<HTMLInputElement>('Arabic captions (.vtt)');
    const english = within(form).getByLabelText<HTMLInputElement>('English captions (.vtt)');
    expect(arabic.accept).toBe('.vtt,text/vtt');
    expect(english.accept).toBe('.vtt,text/vtt');

    await userEvent.type(within(form).getByLabelText('Lesson title'), 'Waves');
    await userEvent.upload(
      within(form).getByLabelText('Thumbnail image'),
      new File(['png'], 'waves.png', { type: 'image/png' }),
    );
    await userEvent.upload(
      within(form).getByLabelText('Video (MP4)'),
      new File(['mp4'], 'waves.mp4', { type: 'video/mp4' }),
    );
    const arVtt = new File(['WEBVTT\n'], 'waves.ar.vtt', { type: 'text/vtt' });
    const enVtt = new File(['WEBVTT\n'], 'waves.en.vtt', { type: 'text/vtt' });
    await userEvent.upload(arabic, arVtt);
    await userEvent.upload(english, enVtt);
    await userEvent.click(within(form).getByRole('button', { name: 'Upload Lesson' }));

    const request = FakeXhr.last;
    expect(request.url).toBe('/api/teacher-video-uploads');
    const body = request.body as FormData;
    expect([...body.keys()]).toEqual([
      'lesson_title',
      'thumbnail',
      'video_file',
      'captions_ar',
      'captions_en',
    ]);
    expect(body.get('captions_ar')).toBe(arVtt);
    expect(body.get('captions_en')).toBe(enVtt);

    const refused = 'This captions file is not valid WebVTT. Export it again as .vtt.';
    act(() =>
      request.respond(422, {
        status: 'error',
        code: 'validation_failed',
        message: 'The given data was invalid.',
        errors: { captions_en: [refused] },
      }),
    );
    const error = await within(form).findByText(refused);
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(english.getAttribute('aria-describedby')).toContain(error.id);
    expect(arabic.hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends no captions when none are chosen', async () => {
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': uploads([]),
    });
    await renderApp('/profile/teacher', { language: 'en' });
    await openUploads();
    await userEvent.click(screen.getByRole('tab', { name: 'Lessons' }));
    const form = await screen.findByRole('form', { name: 'Lessons' });
    await userEvent.type(within(form).getByLabelText('Lesson title'), 'Waves');
    await userEvent.upload(
      within(form).getByLabelText('Thumbnail image'),
      new File(['png'], 'waves.png', { type: 'image/png' }),
    );
    await userEvent.upload(
      within(form).getByLabelText('Video (MP4)'),
      new File(['mp4'], 'waves.mp4', { type: 'video/mp4' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Upload Lesson' }));
    expect([...(FakeXhr.last.body as FormData).keys()]).toEqual([
      'lesson_title',
      'thumbnail',
      'video_file',
    ]);
  });

  it('deletes an upload after confirming in a dialog', async () => {
    let files = [ownFile(7, 'Waves summary')];
    const deleted: string[] = [];
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/uploads': () => json(uploads(files)),
      '/api/teacher-uploads/7': ({ init }: { init: RequestInit }) => {
        deleted.push(String(init.method));
        files = [];
        return json({ status: 'success', message: 'File deleted successfully.' });
      },
    });
    await renderApp('/profile/teacher', { language: 'en' });
    await openUploads();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Waves summary' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this upload?' });
    expect(within(dialog).getByText(/“Waves summary” will be removed/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Waves summary' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('File deleted successfully.')).toBeTruthy();
    expect(deleted).toEqual(['DELETE']);
    expect(await screen.findByText('You have not uploaded any files yet.')).toBeTruthy();
  });

  it('changes the password, clears the session and opens the teacher login', async () => {
    let sent: unknown;
    mockApi({
      '/api/teacher/profile': ok({ teacher: teacherProfile() }),
      '/api/grades': GRADES,
      '/api/teacher/change-password': ({ init }: { init: RequestInit }) => {
        sent = JSON.parse(String(init.body));
        return json({ status: 'success', message: 'Password changed successfully' });
      },
    });
    const { router } = await renderApp('/profile/teacher', { language: 'en' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Change Password' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findAllByText('New password and confirmation do not match'),
    ).not.toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(sent).toEqual({
      old_password: 'old-secret',
      new_password: 'new-secret-1',
      new_password_confirmation: 'new-secret-1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/teacher'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
