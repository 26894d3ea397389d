import { describe, expect, it } from 'vitest';
import { ammanDay, weekStart } from './amman-day.ts';

describe('Amman days and weeks', () => {
  it('turns the day at midnight in Amman, not in UTC', () => {
    // Amman is UTC+3: 21:30 UTC is already the next day there.
    expect(ammanDay(new Date('2026-11-24T21:30:00Z'))).toBe('2026-11-25');
    expect(ammanDay(new Date('2026-11-24T20:30:00Z'))).toBe('2026-11-24');
  });

  it('begins the week on Saturday', () => {
    expect(weekStart('2026-11-21')).toBe('2026-11-21'); // a Saturday
    expect(weekStart('2026-11-25')).toBe('2026-11-21'); // Wednesday
    expect(weekStart('2026-11-27')).toBe('2026-11-21'); // Friday
    expect(weekStart('2026-11-28')).toBe('2026-11-28');
    expect(weekStart('2027-01-01')).toBe('2026-12-26'); // across the year
  });
});
