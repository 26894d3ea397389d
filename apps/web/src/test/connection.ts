import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Takes the browser off the network, or puts it back, as a phone losing or finding its
 * signal: `navigator.onLine` reads `online`, then the matching event fires on the window.
 * setup.ts restores the getter and TanStack Query's own copy after each test.
 */
export function setConnection(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
