import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '@/shared/lib/i18n.ts';
import { AppProviders } from './providers.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

function Broken(): never {
  throw new Error('boom');
}

const renderBroken = async (language: 'ar' | 'en') => {
  await i18nReady;
  await changeLanguage(language);
  const router = createMemoryRouter([
    { path: '/', Component: Broken, errorElement: <RouteErrorPage standalone /> },
  ]);
  render(
    <AppProviders queryClient={new QueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

describe('RouteErrorPage', () => {
  it('replaces the library default with a friendly page, reload and home actions', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBroken('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('speaks Arabic too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderBroken('ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'حدث خطأ غير متوقع في التطبيق!' }),
    ).toBeTruthy();
  });
});
