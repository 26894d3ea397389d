import { describe, expect, it } from 'vitest';
import { backoffMs } from './chat-socket.ts';

describe('the socket backoff', () => {
  it('doubles up to 30 s, each wait a random half to whole of its ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffMs(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffMs(3, () => 0)).toBe(4000);
    expect(backoffMs(3, () => 0.5)).toBe(6000);
  });
});
