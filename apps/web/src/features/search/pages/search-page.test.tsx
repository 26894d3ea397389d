import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setConnection } from '@/test/connection.ts';
import { renderApp } from '@/test/render-app.tsx';

// A whole route renders, its chunk loaded on demand: slow on 2 busy cores.
configure({ asyncUtilTimeout: 15_000 });

const OFFLINE = {
  en: 'Search needs a connection: it runs on the server, through everything on the site. Connect, then search.',
  ar: 'البحث يحتاج اتصالًا بالإنترنت: يجري على الخادم في كل المحتوى. اتصل ثم ابحث.',
} as const;

/** The page's own form (the header has a search box too). */
const searchButton = async (field: string, label: string) => {
  const form = (await screen.findByLabelText(field)).closest('form') as HTMLFormElement;
  return within(form).getByRole('button', { name: label }) as HTMLButtonElement;
};

describe('the search page without a connection', () => {
  it.each([
    ['en', 'Search for', 'Search'],
    ['ar', 'ابحث عن', 'بحث'],
  ] as const)('disables the search offline and says why (%s)', async (language, field, label) => {
    await renderApp('/search', { language });
    const button = await searchButton(field, label);
    expect(button.disabled).toBe(false);

    setConnection(false);
    expect(screen.getByText(OFFLINE[language])).toBeTruthy();
    expect(button.disabled).toBe(true);

    setConnection(true);
    expect(screen.queryByText(OFFLINE[language])).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('shows no endless "Searching…" for a search asked offline', async () => {
    setConnection(false);
    await renderApp('/search?q=Physics', { language: 'en' });
    expect(await screen.findByText(OFFLINE.en)).toBeTruthy();
    expect(screen.queryByText('Searching…')).toBeNull();
  });
});
