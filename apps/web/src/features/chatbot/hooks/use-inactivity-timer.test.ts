import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInactivityTimer } from './use-inactivity-timer.ts';

describe('useInactivityTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('expires after the delay unless restarted, and never once inactive', () => {
    const onExpire = vi.fn();
    const { result, rerender } = renderHook(
      ({ active }) => useInactivityTimer({ active, ms: 30_000, onExpire }),
      { initialProps: { active: true } },
    );
    act(() => vi.advanceTimersByTime(20_000));
    act(() => result.current());
    act(() => vi.advanceTimersByTime(20_000));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);

    act(() => result.current());
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
