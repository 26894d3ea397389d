import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AR from '@/locales/ar/exams.json';
import EN from '@/locales/en/exams.json';
import { saveSession } from '@/shared/lib/session.ts';
import { openAttempt } from '@/test/computer-exam.ts';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';

// The attempt page's chunk (with its math renderer) takes seconds to load on 2 busy cores.
configure({ asyncUtilTimeout: 15_000 });

const ok = (data: unknown) => ({ status: 'success', data });

const ATTEMPT = openAttempt(3, [
  { ar: 'كُتُب', en: 'Books' },
  { ar: 'كاتِبون', en: 'Writers' },
]);

/** A save the test answers when it chooses, as a slow phone connection would. */
function heldSaves() {
  const waiting: Array<(reply: Response) => void> = [];
  const handler = () => new Promise<Response>((resolve) => waiting.push(resolve));
  return { handler, waiting };
}

describe('a regular attempt on a slow connection', () => {
  it('shows the next question at once while the answer is saved, and finishes only once it is', async () => {
    saveSession({ id: 8, username: 'stu_sara_8', token: 'tok', first_name: 'سارة' });
    const saves = heldSaves();
    const calls: string[] = [];
    mockApi({
      '/api/exam-attempts/3': ok(ATTEMPT),
      '/api/exam-attempts/3/answers/1': saves.handler,
      '/api/exam-attempts/3/finish': () => {
        calls.push('finish');
        return json({ status: 'fail', message: 'closed' }, 409);
      },
    });
    await renderApp('/exam-attempts/3', { language: 'en' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Books' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Before the server has answered: the tap answers in a frame (issue 36).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Question 2 of 3');
    expect(saves.waiting).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    // Finishing waits for the answer on its way: asked to confirm (two are unanswered), then
    // sent only once the server has the answer.
    const finish = () => screen.getAllByRole('button', { name: 'Finish' })[0] as HTMLElement;
    await userEvent.click(finish());
    saves.waiting[0]?.(json(ok({ position: 1, feedback: null })));
    expect(await screen.findByText(EN['run.confirmFinish'])).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.click(finish());
    await waitFor(() => expect(calls).toEqual(['finish']));
    // Saved: back on question 1, nothing is sent again.
    expect(saves.waiting).toHaveLength(1);
  });

  it('brings the student back to an answer the server refused, saying so, with it still chosen', async () => {
    saveSession({ id: 8, username: 'stu_sara_8', token: 'tok', first_name: 'سارة' });
    const saves = heldSaves();
    mockApi({
      '/api/exam-attempts/3': ok(ATTEMPT),
      '/api/exam-attempts/3/answers/1': saves.handler,
    });
    await renderApp('/exam-attempts/3', { language: 'ar' });
    await userEvent.click(await screen.findByRole('radio', { name: 'كُتُب' }));
    await userEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('السؤال 2 من 3');

    saves.waiting[0]?.(new Response(null, { status: 503 }));
    expect(await screen.findByText(AR['run.saveFailed'])).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('السؤال 1 من 3'),
    );
    expect((screen.getByRole('radio', { name: 'كُتُب' }) as HTMLInputElement).checked).toBe(true);
  });
});
