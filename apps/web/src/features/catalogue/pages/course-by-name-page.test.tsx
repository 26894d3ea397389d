import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/test/render-app.tsx';
import { allowSlowLazyPages, MATHS, ok, subject } from '../test/fixtures.ts';

allowSlowLazyPages();

describe('/course-content/:materialName', () => {
  it('opens the first semester of the subject with that name', async () => {
    const fetch = mockApi({
      '/api/subjects': ok([subject(46, 'second', 'Mathematics', 'الرياضيات'), MATHS]),
      '/api/subjects/40': ok(MATHS),
    });
    const { router } = await renderApp(`/course-content/${encodeURIComponent('الرياضيات')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/course-content/40/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'الرياضيات' })).toBeTruthy();
    const lookup = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/subjects');
    expect(lookup?.searchParams.get('name')).toBe('الرياضيات');
  });

  it('shows Subject Not Found for a name no subject has', async () => {
    mockApi({ '/api/subjects': ok([]) });
    await renderApp('/course-content/Astrology', { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subject Not Found' }),
    ).toBeTruthy();
    expect(screen.getByText(/No subject is called “Astrology”/)).toBeTruthy();
  });
});
