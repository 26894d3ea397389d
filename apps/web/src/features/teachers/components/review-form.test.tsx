import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { page, teacherRow } from '../test/teacher-fixtures.ts';

// The first render loads the lazy page and its texts, which can pass 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const posted: unknown[] = [];
const api = (post: () => Response | Promise<Response>) =>
  mockApi({
    '/api/teachers/1': { status: 'success', data: teacherRow(1) },
    '/api/teacher-video-uploads/1': { status: 'success', data: [] },
    '/api/teacher-evaluations': ({ init }: { init: RequestInit }) => {
      if (init.method !== 'POST') return json(page([]));
      posted.push(JSON.parse(String(init.body)));
      return post();
    },
  });

const openForm = async () => {
  await renderApp('/teachers-details/1', { language: 'en' });
  await userEvent.click(await screen.findByRole('tab', { name: 'Reviews' }));
  await screen.findByRole('heading', { name: 'Write a review' });
};

const fill = async () => {
  await userEvent.type(screen.getByLabelText('Full name'), 'لينا الحداد');
  await userEvent.type(screen.getByLabelText('Email'), 'lina@example.com');
  await userEvent.type(screen.getByLabelText('Comment'), 'Very clear lessons.');
};

describe('review form', () => {
  it('asks to fill in every field and sends nothing while one is blank', async () => {
    posted.length = 0;
    api(() => json({ status: 'success', message: 'ok' }, 201));
    await openForm();
    await userEvent.type(screen.getByLabelText('Full name'), 'Lina');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please fill in all review fields')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Comment is required')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('sends the review unpublished and says it will appear once approved', async () => {
    posted.length = 0;
    api(() => json({ status: 'success', message: 'Review submitted successfully' }, 201));
    await openForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully')).toBeTruthy();
    expect(
      screen.getByText('Thank you! Your review will appear on this page once it is approved.'),
    ).toBeTruthy();
    expect(posted).toEqual([
      {
        teacher_id: 1,
        full_name: 'لينا الحداد',
        email: 'lina@example.com',
        comment: 'Very clear lessons.',
        permissions_to_publish: 'not_Allowed',
      },
    ]);
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('');
  });

  it('disables the button while sending', async () => {
    let release: (response: Response) => void = () => undefined;
    api(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    await openForm();
    await fill();
    const button = screen.getByRole('button', { name: /Submit Review/ }) as HTMLButtonElement;
    await userEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    release(json({ status: 'success', message: 'ok' }, 201));
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it("says 'Failed to submit review' when the server refuses it", async () => {
    api(() => json({ status: 'error', message: 'x', code: 'internal_error' }, 500));
    await openForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review')).toBeTruthy();
  });

  it("says 'Error submitting review' when the server cannot be reached", async () => {
    api(() => {
      throw new TypeError('fetch failed');
    });
    await openForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Error submitting review')).toBeTruthy();
  });
});
