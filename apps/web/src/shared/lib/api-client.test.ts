import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/render-app.tsx';
import { ApiError, apiGetData, apiRequest } from './api-client.ts';
import { changeLanguage, i18nReady } from './i18n.ts';
import { saveSession } from './session.ts';

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('apiRequest', () => {
  it('sends the language and, when signed in, the bearer token', async () => {
    await i18nReady;
    await changeLanguage('en');
    saveSession({ id: 1, username: 'stu_a_1', token: 'secret' });
    const fetchMock = mockApi({ '/api/thing': { ok: true } });
    await expect(apiRequest('/api/thing', { query: { a: 1, b: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/thing?a=1');
    expect(headersOf(init).get('Accept-Language')).toBe('en');
    expect(headersOf(init).get('Authorization')).toBe('Bearer secret');
  });

  it('leaves the token off auth calls and sends JSON bodies', async () => {
    saveSession({ id: 1, username: 'stu_a_1', token: 'secret' });
    const fetchMock = mockApi({ '/api/student/login': { token: 't' } });
    await apiRequest('/api/student/login', { method: 'POST', body: { login: 'x' }, auth: false });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(headersOf(init).get('Authorization')).toBeNull();
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"login":"x"}');
  });

  it("revalidates every read with the server for a minute after this browser's own save", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchMock = mockApi({
        '/api/subjects': { ok: true },
        '/api/teacher-uploads': { ok: 1 },
      });
      await apiRequest('/api/teacher-uploads', { method: 'POST', body: {} });
      await apiRequest('/api/subjects');
      vi.advanceTimersByTime(61_000);
      await apiRequest('/api/subjects');
      expect(fetchMock.mock.calls.map(([, init]) => init?.cache)).toEqual([
        'default',
        'no-cache',
        'default',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns an error envelope into an ApiError', async () => {
    mockApi({
      '/api/x': () =>
        json(
          {
            status: 'error',
            message: 'Invalid',
            code: 'validation_failed',
            errors: { email: ['Bad'] },
          },
          422,
        ),
    });
    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Invalid',
      code: 'validation_failed',
      errors: { email: ['Bad'] },
    });
  });

  it('reports no response as the network message in the current language', async () => {
    await changeLanguage('ar');
    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'network', isNetworkError: true });
    expect((error as ApiError).message).toBe('خطأ في الشبكة. يرجى التحقق من اتصالك بالإنترنت.');
  });

  it('apiGetData unwraps { status: "success", data } and rejects anything else', async () => {
    mockApi({ '/api/ok': { status: 'success', data: [1, 2] }, '/api/odd': { items: [] } });
    await expect(apiGetData('/api/ok')).resolves.toEqual([1, 2]);
    await expect(apiGetData('/api/odd')).rejects.toMatchObject({ code: 'unexpected_response' });
  });
});
