import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '@/test/render-app.tsx';
import { page, signInAdmin } from '../test/admin-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const course = {
  id: 5,
  kind: 'subject',
  title_ar: 'الرياضيات – العاشر، الفصل الأول',
  title_en: 'Mathematics – Grade 10, first semester',
  subject_id: 31,
  semester: 'first',
  grade_id: 10,
  teacher_id: null,
};
const batch = {
  id: 12,
  scope: 'course',
  course,
  grade: null,
  days: 180,
  distributor: 'Al-Quds Bookshop',
  price_fils: 2500,
  valid_until: '2027-11-28',
  cards: 10,
  activated: 0,
  voided: 0,
  created_at: '2026-11-28T09:00:00Z',
  voided_at: null,
};

describe('activation card batches', () => {
  it('checks the new batch on the page, then sends the price in fils', async () => {
    signInAdmin();
    const posted: unknown[] = [];
    mockApi({
      '/api/admin/cards/batches': ({ init }: { init: RequestInit }) => {
        if (init.method !== 'POST') return json(page([]));
        posted.push(JSON.parse(String(init.body)));
        return json(
          { status: 'success', message: 'A batch of 10 cards was made.', data: batch },
          201,
        );
      },
      '/api/admin/cards/batches/12': { status: 'success', data: batch },
      '/api/admin/cards/batches/12/cards': page([]),
      '/api/admin/cards/audit': page([]),
      '/api/admin/cards/distributors': { status: 'success', data: [] },
      '/api/admin/premium/courses': {
        status: 'success',
        data: [
          {
            ...course,
            previews: [],
            active_entitlements: 0,
            card_batches: 0,
            created_at: '2026-11-20T09:00:00Z',
          },
        ],
      },
      '/api/grades': { status: 'success', data: [] },
    });
    const { router } = await renderApp('/admin/cards', { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'New batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'A new batch of cards' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the cards' }));
    expect(
      within(dialog).getByText('Please enter how many cards: a whole number from 1 to 5,000'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Please enter the distributor or bookshop')).toBeTruthy();
    expect(
      within(dialog).getByText('Please enter the printed price in fils (1 JOD = 1,000 fils)'),
    ).toBeTruthy();
    expect(posted).toEqual([]);

    const days = within(dialog).getByLabelText('Days of access');
    await userEvent.clear(days);
    await userEvent.type(days, '180');
    await userEvent.type(within(dialog).getByLabelText('Number of cards'), '١٠');
    await userEvent.type(
      within(dialog).getByLabelText('Distributor or bookshop'),
      ' Al-Quds  Bookshop ',
    );
    await userEvent.type(within(dialog).getByLabelText('Printed price (JOD)'), '2.5');
    const validUntil = within(dialog).getByLabelText<HTMLInputElement>('Last day of activation');
    expect(validUntil.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.clear(validUntil);
    await userEvent.type(validUntil, '2027-11-28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the cards' }));
    // The course is checked once the rest is right, as the contract's refinements run.
    expect(await within(dialog).findByText('Please choose the premium course')).toBeTruthy();
    expect(posted).toEqual([]);
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Premium course'),
      'Mathematics – Grade 10, first semester',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make the cards' }));

    expect(await screen.findByText('A batch of 10 cards was made.')).toBeTruthy();
    expect(posted).toEqual([
      {
        scope: 'course',
        course_id: 5,
        days: 180,
        count: 10,
        distributor: 'Al-Quds Bookshop',
        price_fils: 2500,
        valid_until: '2027-11-28',
      },
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/cards/12'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Batch 12' })).toBeTruthy();
  });
});
