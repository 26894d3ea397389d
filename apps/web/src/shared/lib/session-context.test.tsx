import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { markTakenOver, SERVER_STATE_ID } from './server-render.ts';
import { saveSession } from './session.ts';
import { SessionProvider, useSession } from './session-context.tsx';

const STUDENT = { id: 5, username: 'stu_sara_5', token: 'token', userType: 'student' } as const;

/** Every render's view of the session, in order. */
let seen: string[] = [];
function Account() {
  const { session } = useSession();
  seen.push(session?.username ?? 'signed out');
  return <p>{session?.username ?? 'signed out'}</p>;
}

// As in app-root.tsx: the provider around a boundary, whose content React hydrates in a pass
// of its own after the provider's.
const app = (
  <SessionProvider>
    <Suspense fallback={null}>
      <Account />
    </Suspense>
  </SessionProvider>
);

/** The data block that marks a page the server drew. */
function addServerState() {
  const state = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: SERVER_STATE_ID,
    textContent: '{}',
  });
  document.body.append(state);
}

/**
 * The page as react-dom/server draws `app` signed out (the server never sees the session),
 * written out: a server render here would leave its mark on the context for later renders.
 */
function drawnPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = '<!--$--><p>signed out</p><!--/$-->';
  document.body.append(container);
  addServerState();
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  seen = [];
});

describe('SessionProvider', () => {
  it('reads the stored session in the first render of a page the browser draws', () => {
    saveSession(STUDENT);
    render(app);
    expect(seen[0]).toBe(STUDENT.username);
  });

  it('hydrates a drawn page signed out, and applies the stored session once the app owns it', async () => {
    const container = drawnPage();
    saveSession(STUDENT);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('signed out');

    act(markTakenOver);
    expect(container.textContent).toBe(STUDENT.username);
  });

  it('applies it at once when the app owned the page before the provider looked', async () => {
    addServerState();
    saveSession(STUDENT);
    // A drawn page the browser draws anew in another language (main.tsx): the mark's effect
    // runs before the provider's, as a child's does.
    markTakenOver();
    render(app);
    expect(await screen.findByText(STUDENT.username)).toBeTruthy();
    expect(seen[0]).toBe('signed out');
  });
});
