import { describe, expect, it } from 'vitest';
import { aYearAhead, jodToFils } from './batch-form-schema.ts';

describe('the price typed in JOD', () => {
  it('is sent in fils, in Western or Arabic-Indic digits', () => {
    expect(jodToFils('5')).toBe(5000);
    expect(jodToFils('2.5')).toBe(2500);
    expect(jodToFils('2.250')).toBe(2250);
    expect(jodToFils(' ٣٫٧٥ ')).toBe(3750);
    expect(jodToFils('0')).toBe(0);
  });

  it('leaves what is not a price for the contract to refuse', () => {
    expect(jodToFils('')).toBeUndefined();
    expect(jodToFils('2.5555')).toBeNaN();
    expect(jodToFils('five')).toBeNaN();
    expect(jodToFils('-1')).toBeNaN();
  });
});

describe('the last day of activation offered', () => {
  it('is a year from today in Amman, 29 February rolling over', () => {
    expect(aYearAhead(new Date('2026-11-28T22:30:00Z'))).toBe('2027-11-29');
    expect(aYearAhead(new Date('2028-02-29T08:00:00Z'))).toBe('2029-03-01');
  });
});
