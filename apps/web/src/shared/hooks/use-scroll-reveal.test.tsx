import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollReveal } from './use-scroll-reveal.ts';

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;

let fire: Callback = () => undefined;
class FakeObserver {
  constructor(callback: Callback) {
    fire = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

function Demo() {
  useScrollReveal();
  return (
    <>
      <p data-reveal>above the fold</p>
      <p data-reveal>below the fold</p>
    </>
  );
}

describe('useScrollReveal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never hides content; animates only what scrolls into view from below', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { getByText } = render(<Demo />);
    const above = getByText('above the fold');
    const below = getByText('below the fold');
    expect(above.className).toBe('');
    expect(below.className).toBe('');

    act(() =>
      fire([
        { target: above, isIntersecting: true },
        { target: below, isIntersecting: false },
      ]),
    );
    expect(above.className).toBe('');
    act(() => fire([{ target: below, isIntersecting: true }]));
    expect(below.classList.contains('reveal-in')).toBe(true);
  });

  it('does nothing without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getByText } = render(<Demo />);
    expect(getByText('below the fold').className).toBe('');
  });
});
