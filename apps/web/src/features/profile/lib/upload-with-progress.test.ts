import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/lib/api-client.ts';
import { saveSession } from '@/shared/lib/session.ts';
import { FakeXhr } from '../test/fake-xhr.ts';
import { percentOf, uploadWithProgress } from './upload-with-progress.ts';

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const body = new FormData();
  body.set('file_name', 'Waves');
  return body;
};

describe('percentOf', () => {
  it('rounds to whole percents and stays within 0..100', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(50, 100)).toBe(50);
    expect(percentOf(120, 100)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('uploadWithProgress', () => {
  it('posts the form with the bearer token and reports real progress', async () => {
    saveSession({ id: 4, username: 'tch_omar_4', token: 'secret-token' });
    const seen: number[] = [];
    const body = form();
    const done = uploadWithProgress({
      path: '/api/teacher-uploads',
      body,
      onProgress: (p) => seen.push(p),
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/teacher-uploads');
    expect(xhr.headers.Authorization).toBe('Bearer secret-token');
    expect(xhr.headers['Accept-Language']).toMatch(/^(ar|en)$/);
    expect(xhr.body).toBe(body);

    xhr.progress(25, 100);
    xhr.progress(10, 0, false);
    xhr.progress(75, 100);
    xhr.respond(201, { status: 'success', message: 'File uploaded successfully!', data: {} });
    await expect(done).resolves.toEqual({
      status: 'success',
      message: 'File uploaded successfully!',
      data: {},
    });
    expect(seen).toEqual([0, 25, 75, 100]);
  });

  it('turns an error reply into an ApiError with its message and field errors', async () => {
    const done = uploadWithProgress({ path: '/api/teacher-uploads', body: form() });
    FakeXhr.last.respond(422, {
      status: 'error',
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { file_name: ['Please enter a file name.'] },
    });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { file_name: ['Please enter a file name.'] },
    });
  });

  it('reads a reply without JSON (e.g. a proxy 413) as an ApiError of that status', async () => {
    const done = uploadWithProgress({ path: '/api/teacher-video-uploads', body: form() });
    FakeXhr.last.respond(413, '<html>Too large</html>');
    await expect(done).rejects.toMatchObject({ status: 413, code: 'http_413', message: '' });
  });

  it('reports a lost connection as a network ApiError and an abort as AbortError', async () => {
    const lost = uploadWithProgress({ path: '/api/teacher-uploads', body: form() });
    FakeXhr.last.onerror?.(new ProgressEvent('error'));
    await expect(lost).rejects.toMatchObject({ status: 0, code: 'network' });

    const controller = new AbortController();
    const aborted = uploadWithProgress({
      path: '/api/teacher-uploads',
      body: form(),
      signal: controller.signal,
    });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
