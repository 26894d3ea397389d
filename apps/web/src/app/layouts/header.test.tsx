import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { renderApp } from '@/test/render-app.tsx';

const banner = async () => screen.findByRole('banner');
/** A disclosure's toggle: a native <summary>, which the testing library gives no role. */
const summaryNamed = (within: HTMLElement, name: string | RegExp) => {
  const summary = [...within.querySelectorAll('summary')].find((element) =>
    typeof name === 'string'
      ? element.textContent?.includes(name)
      : name.test(element.textContent ?? ''),
  );
  if (!summary) throw new Error(`no disclosure named ${name}`);
  return summary;
};

describe('Header', () => {
  it('logged out: nav links with the active page marked, Login and Sign Up', async () => {
    await renderApp('/about', { language: 'en' });
    const header = await banner();
    const nav = within(header).getAllByRole('navigation', { name: 'Main navigation' })[0];
    if (!nav) throw new Error('no nav');
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/about',
      '/services',
      '/teachers',
      '/educational-level',
      '/contact',
    ]);
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(header).getAllByRole('link', { name: 'Login' })[0]?.getAttribute('href')).toBe(
      '/login/user-type',
    );
    expect(within(header).getAllByRole('link', { name: 'Sign Up' })[0]?.getAttribute('href')).toBe(
      '/signup/user-type',
    );
    expect(within(header).queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('logged in: first name, Profile by user type, and Logout', async () => {
    saveSession({ id: 3, username: 'tch_omar_3', token: 'tok', first_name: 'Omar' });
    await renderApp('/about', { language: 'en' });
    const header = await banner();
    expect(within(header).getAllByText('Omar').length).toBeGreaterThan(0);
    expect(within(header).getAllByRole('link', { name: 'Profile' })[0]?.getAttribute('href')).toBe(
      '/profile/teacher',
    );
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('logout clears storage (keeping the language), toasts and goes to the user-type screen', async () => {
    saveSession({ id: 8, username: 'stu_sara_8', token: 'tok', first_name: 'Sara' });
    const { router } = await renderApp('/about', { language: 'en' });
    const header = await banner();
    const [logout] = within(header).getAllByRole('button', { name: 'Logout' });
    if (!logout) throw new Error('no logout button');
    await userEvent.click(logout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user-type'));
    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('the phone menu is a disclosure: it opens, closes on Escape with focus back, and on a link', async () => {
    const { router } = await renderApp('/about', { language: 'en' });
    const header = await banner();
    // A native <summary>: it opens before the app, or without it (issue 36).
    const toggle = summaryNamed(header, 'Open menu');
    const menu = toggle.closest('details') as HTMLDetailsElement;
    expect(menu.open).toBe(false);
    await userEvent.click(toggle);
    expect(menu.open).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(toggle);

    await userEvent.click(toggle);
    await userEvent.click(within(menu).getByRole('link', { name: 'Contact us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(menu.open).toBe(false);
  });

  it('a press outside an open menu closes it', async () => {
    await renderApp('/about', { language: 'en' });
    const header = await banner();
    const toggle = summaryNamed(header, 'Open menu');
    await userEvent.click(toggle);
    expect((toggle.closest('details') as HTMLDetailsElement).open).toBe(true);
    await userEvent.click(await screen.findByRole('heading', { level: 1, name: 'About us' }));
    expect((toggle.closest('details') as HTMLDetailsElement).open).toBe(false);
  });

  it('the language menu switches to English and back, in place', async () => {
    await renderApp('/about');
    const header = await banner();
    await userEvent.click(summaryNamed(header, /اللغة/));
    const english = within(header).getByRole('link', { name: 'English' });
    // Without the app, the link is the server's language switch, back to this page.
    expect(english.getAttribute('href')).toBe('/language?to=en&back=%2Fabout');
    expect(within(header).getByRole('link', { name: 'العربية' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await userEvent.click(english);
    // The switch completes once the English texts have loaded.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(english.closest('details')?.open).toBe(false);

    await userEvent.click(summaryNamed(header, /Language/));
    await userEvent.click(within(header).getByRole('link', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'من نحن' })).toBeTruthy();
  });
});
