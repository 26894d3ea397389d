import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app.tsx';

describe('404 page', () => {
  it('says "Page Not Found" with a "Go Back" link to /', async () => {
    await renderApp('/no/such/page', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/');
    // The title is set in an effect, which React may run after the heading is in the DOM.
    await waitFor(() => expect(document.title).toBe('Page Not Found - Madrasa | مدرسة'));
  });

  it('speaks Arabic too', async () => {
    await renderApp('/missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة' }).getAttribute('href')).toBe('/');
  });
});
