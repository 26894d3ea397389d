import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { studentProfileAnswer } from '@/test/student-profile.ts';
import { entitlement, ok } from '../test/premium-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const profile = (courses: unknown[]) => {
  saveSession({ id: 2, username: 'stu_sara_2', token: 'student-token' });
  mockApi({
    '/api/student/profile': studentProfileAnswer(),
    '/api/grades': ok([]),
    '/api/me/courses': ok(courses),
  });
};

describe('My courses', () => {
  it('lists what is unlocked, until when, with a link to each course and to activate a card', async () => {
    profile([
      entitlement(),
      entitlement({
        id: 2,
        scope: 'grade',
        course: null,
        grade: { id: 10, name_ar: 'الصف العاشر', name_en: 'Grade 10' },
        ends_at: '2027-08-31T20:59:00Z',
      }),
    ]);
    await renderApp('/profile/student?tab=courses', { language: 'en' });
    const mine = await screen.findByRole('region', { name: 'My courses' });
    const items = await within(mine).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Mathematics – Grade 10, first semester',
      'Every premium course of Grade 10',
    ]);
    expect(within(items[0] as HTMLElement).getByText(/^Until Thu 27 May/)).toBeTruthy();
    expect(
      within(mine)
        .getByRole('link', { name: 'Open the course: Mathematics – Grade 10, first semester' })
        .getAttribute('href'),
    ).toBe('/course-content/31/1');
    expect(
      within(mine)
        .getByRole('link', { name: 'Open the course: Every premium course of Grade 10' })
        .getAttribute('href'),
    ).toBe('/materialsClass/10');
    expect(within(mine).getByRole('link', { name: 'Activate a card' }).getAttribute('href')).toBe(
      '/activate',
    );
  });

  it('says what cards are and where to buy them when nothing is unlocked', async () => {
    profile([]);
    await renderApp('/profile/student?tab=courses', { language: 'ar' });
    expect(
      await screen.findByText(/تُفتح الدورة المدفوعة ببطاقة تفعيل تُباع في المكتبات/),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'دوراتي', selected: true })).toBeTruthy();
  });
});
