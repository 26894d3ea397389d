import type { ItemProgress } from '@madrasa/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { SessionProvider } from '@/shared/lib/session-context.tsx';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { pendingProgress, queueProgress } from './offline-progress-queue.ts';
import { OfflineProgressSync } from './offline-progress-sync.tsx';
import { PROGRESS_ROOT } from './progress-keys.ts';
import { recordFileOpened, recordVideoSave } from './record-progress.ts';

const ok = (data: unknown) => ({ status: 'success', data });
const SUBJECT = [PROGRESS_ROOT, 'items', { subjectId: 40, semester: 'first' }];
const TEACHER = [PROGRESS_ROOT, 'items', { teacherId: 3 }];
const VIDEO = '/api/student/progress/videos/lesson/2';
const FILE = '/api/student/progress/files/worksheet/6';
const item = (kind: string, id: number, position: number, completed: boolean) =>
  ({ kind, id, position_seconds: position, duration_seconds: 100, completed }) as ItemProgress;
const body = (position: number) => ({
  position_seconds: position,
  duration_seconds: 100,
  played_seconds: 10,
});

const signInStudent = (id = 8) =>
  saveSession({ id, username: `stu_sara_${id}`, token: `tok-${id}`, first_name: 'Sara' });
/** navigator.onLine as the browser would say it; restored by setup.ts's restoreAllMocks. */
const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
const callsTo = (fetch: ReturnType<typeof mockApi>, path: string) =>
  fetch.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: init?.headers as Record<string, string>,
      keepalive: init?.keepalive,
    }));
const queued = async (accountId = 8) => pendingProgress(accountId);

/** The flush's triggers, as the app's providers hold them, over a cache the test fills. */
function renderProviders() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SUBJECT, [item('lesson', 2, 42, false)]);
  queryClient.setQueryData(TEACHER, [item('teacher_file', 6, 0, false)]);
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <OfflineProgressSync />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('progress made offline', () => {
  it('is drawn at once, kept on the device and sent when the connection returns', async () => {
    signInStudent();
    online(false);
    const fetch = mockApi({});
    const queryClient = renderProviders();
    recordVideoSave(queryClient, {
      kind: 'lesson',
      id: 2,
      body: body(95),
      keepalive: false,
      stopped: true,
    });
    // The tick (95 of 100 passes WATCHED_FRACTION) shows before anything is stored or sent.
    expect(queryClient.getQueryData(SUBJECT)).toEqual([item('lesson', 2, 95, true)]);
    recordFileOpened(queryClient, 'worksheet', 6);
    // A catalogue file lands in the subject lists only, not in a teacher's.
    expect(queryClient.getQueryData(SUBJECT)).toEqual([
      item('lesson', 2, 95, true),
      { kind: 'worksheet', id: 6, position_seconds: 0, duration_seconds: null, completed: true },
    ]);
    expect(queryClient.getQueryData(TEACHER)).toEqual([item('teacher_file', 6, 0, false)]);
    await waitFor(async () => expect(await queued()).toHaveLength(2));
    expect(fetch).not.toHaveBeenCalled();

    online(true);
    const answered = mockApi({
      [VIDEO]: ok({ kind: 'lesson', id: 2, completed: true }),
      [FILE]: ok({ kind: 'worksheet', id: 6, completed: true }),
    });
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await queued()).toEqual([]));
    const [video] = callsTo(answered, VIDEO);
    expect(video?.body).toEqual({
      ...body(95),
      save_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4/),
      observed_at: expect.stringMatching(/Z$/),
    });
    expect(video?.headers.Authorization).toBe('Bearer tok-8');
    expect(callsTo(answered, FILE).map((call) => Object.keys(call.body))).toEqual([['opened_at']]);
    // Sent in the order observed, and the server's figures asked for again.
    const paths = answered.mock.calls.map(
      ([input]) => new URL(String(input), 'http://localhost').pathname,
    );
    expect(paths).toEqual([VIDEO, FILE]);
    expect(queryClient.getQueryState(SUBJECT)?.isInvalidated).toBe(true);
  });

  it('drops a save the server refuses (404), keeps one it failed (500) and resends it alike', async () => {
    signInStudent();
    online(false);
    const queryClient = renderProviders();
    recordVideoSave(queryClient, {
      kind: 'lesson',
      id: 2,
      body: body(50),
      keepalive: false,
      stopped: false,
    });
    recordFileOpened(queryClient, 'worksheet', 6);
    await waitFor(async () => expect(await queued()).toHaveLength(2));

    online(true);
    const failing = mockApi({
      [VIDEO]: () => json({ status: 'error' }, 500),
      [FILE]: () => json({}, 404),
    });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(callsTo(failing, VIDEO)).toHaveLength(1));
    // The failure stops the flush: the file waits for the next trigger too.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(failing, FILE)).toEqual([]);
    expect(await queued()).toHaveLength(2);
    const firstTry = callsTo(failing, VIDEO)[0]?.body;

    const answering = mockApi({
      [VIDEO]: ok({ kind: 'lesson', id: 2, completed: false }),
      [FILE]: () => json({ status: 'error', code: 'not_found' }, 404),
    });
    fireEvent(document, new Event('visibilitychange'));
    await waitFor(async () => expect(await queued()).toEqual([]));
    expect(callsTo(answering, VIDEO)[0]?.body).toEqual(firstTry);
    expect(callsTo(answering, FILE)).toHaveLength(1);
  });

  it('a keepalive save leaves at once, beside the write, and a lost one is resent', async () => {
    signInStudent();
    const lost = mockApi({});
    const queryClient = renderProviders();
    recordVideoSave(queryClient, {
      kind: 'lesson',
      id: 2,
      body: body(30),
      keepalive: true,
      stopped: true,
    });
    // Already on its way before IndexedDB answers: the page may be gone by then.
    expect(callsTo(lost, VIDEO)).toMatchObject([{ keepalive: true }]);
    await waitFor(async () => expect(await queued()).toHaveLength(1));

    const resent = mockApi({ [VIDEO]: ok({ kind: 'lesson', id: 2, completed: false }) });
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await queued()).toEqual([]));
    expect(callsTo(resent, VIDEO)[0]?.body).toEqual(callsTo(lost, VIDEO)[0]?.body);
  });

  it('names a save where crypto.randomUUID is missing (a phone on a LAN over http)', async () => {
    signInStudent();
    online(false);
    const real = crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    recordFileOpened(new QueryClient(), 'worksheet', 6);
    vi.stubGlobal('crypto', real);
    await waitFor(async () => expect(await queued()).toHaveLength(1));
    const [save] = await queued();
    expect(save?.save_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("signing out offline deletes that account's saves only, and says they were not sent", async () => {
    await queueProgress({
      type: 'file',
      kind: 'summary',
      id: 4,
      save_id: crypto.randomUUID(),
      account_id: 9,
      observed_at: new Date().toISOString(),
      refresh: true,
    });
    signInStudent(8);
    online(false);
    const fetch = mockApi({});
    const { router } = await renderApp('/about', { language: 'en' });
    const header = await screen.findByRole('banner');
    const [logout] = within(header).getAllByRole('button', { name: 'Logout' });
    // The student opened a file offline just before.
    recordFileOpened(new QueryClient(), 'worksheet', 6);
    await waitFor(async () => expect(await queued(8)).toHaveLength(1));
    await userEvent.click(logout as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user-type'));
    expect(
      await screen.findByText(
        'Progress you made offline had not been sent yet, so it was removed from this device.',
      ),
    ).toBeTruthy();
    expect(await queued(8)).toEqual([]);
    expect((await queued(9)).map((save) => save.kind)).toEqual(['summary']);
    expect(callsTo(fetch, FILE)).toEqual([]);
  });

  it('signing out online sends the queue first, with the token, and then revokes it', async () => {
    signInStudent(8);
    online(false);
    recordFileOpened(new QueryClient(), 'worksheet', 6);
    await waitFor(async () => expect(await queued(8)).toHaveLength(1));
    online(true);
    const fetch = mockApi({ [FILE]: ok({ kind: 'worksheet', id: 6, completed: true }) });
    const { router } = await renderApp('/about', { language: 'en' });
    const [logout] = within(await screen.findByRole('banner')).getAllByRole('button', {
      name: 'Logout',
    });
    await userEvent.click(logout as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user-type'));
    const paths = fetch.mock.calls.map(
      ([input]) => new URL(String(input), 'http://localhost').pathname,
    );
    expect(paths.indexOf(FILE)).toBeGreaterThan(-1);
    expect(paths.indexOf(FILE)).toBeLessThan(paths.indexOf('/api/logout'));
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(screen.queryByText(/removed from this device/)).toBeNull();
    expect(await queued(8)).toEqual([]);
  });
});
