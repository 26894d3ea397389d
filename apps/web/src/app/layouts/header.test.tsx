import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/lib/session.ts';
import { renderApp } from '@/test/render-app.tsx';

const banner = async () => screen.findByRole('banner');

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

  it('the mobile menu toggle reports its state and moves focus into the menu', async () => {
    await renderApp('/about', { language: 'en' });
    const header = await banner();
    const toggle = within(header).getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Home');
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('the language menu switches to English and back', async () => {
    await renderApp('/about');
    const header = await banner();
    // The pointer over the stand-in brings the menu's own button, at once when an earlier test
    // of this worker has loaded the menu's code: a click on the stand-in would then land on a
    // button already gone. So the click waits for the menu's button, as a pointer would press it.
    const languageButton = () => within(header).getByRole('button', { name: /اللغة/ });
    await userEvent.hover(languageButton());
    await waitFor(() => expect(languageButton().getAttribute('data-state')).toBe('closed'));
    await userEvent.click(languageButton());
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    // The switch completes once the English texts have loaded.
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();

    await userEvent.click(within(header).getByRole('button', { name: /Language/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(await screen.findByRole('heading', { level: 1, name: 'من نحن' })).toBeTruthy();
  });

  it('the language menu loads when reached for; keyboard focus stays on its button', async () => {
    await renderApp('/about', { language: 'en' });
    const header = await banner();
    const button = within(header).getByRole('button', { name: /Language/ });
    // A stand-in until then: Radix's trigger carries data-state.
    expect(button.getAttribute('data-state')).toBeNull();
    button.focus();
    await waitFor(() => expect(document.activeElement?.getAttribute('data-state')).toBe('closed'));
    expect(document.activeElement?.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'العربية' })).toBeTruthy();
  });

  it('a press begun on the stand-in opens the menu, wherever the release lands', async () => {
    await renderApp('/about', { language: 'en' });
    const header = await banner();
    const standIn = within(header).getByRole('button', { name: /Language/ });
    // The real menu can replace the stand-in between a press and its release (its code
    // arrives then): the release then lands on another button and no click follows, so the
    // press alone must open the menu, as Radix's own trigger does.
    act(() => {
      fireEvent.pointerEnter(standIn);
      fireEvent.pointerDown(standIn, { button: 0, pointerType: 'mouse' });
    });
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(header)
          .getByRole('button', { name: /Language/ })
          .getAttribute('data-state'),
      ).toBe('open'),
    );
  });
});
