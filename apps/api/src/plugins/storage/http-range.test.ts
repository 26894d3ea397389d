import { describe, expect, it } from 'vitest';
import { etagMatches, notModifiedSince, parseRange } from './http-range.ts';

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=900-', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=900-5000', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-100', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'partial', range: { start: 0, end: 999 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=50-10', { kind: 'full' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
  ])('reads %s of a 1000-byte file', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('conditional requests', () => {
  it('matches ETags strongly, weakly, in lists and with *', () => {
    expect(etagMatches('"a-1"', '"a-1"')).toBe(true);
    expect(etagMatches('W/"a-1"', '"a-1"')).toBe(true);
    expect(etagMatches('"x", "a-1"', '"a-1"')).toBe(true);
    expect(etagMatches('*', '"a-1"')).toBe(true);
    expect(etagMatches('"b-2"', '"a-1"')).toBe(false);
    expect(etagMatches(undefined, '"a-1"')).toBe(false);
  });

  it('compares modification dates to the second', () => {
    const modified = new Date('2026-01-01T10:00:00.750Z');
    expect(notModifiedSince('Thu, 01 Jan 2026 10:00:00 GMT', modified)).toBe(true);
    expect(notModifiedSince('Thu, 01 Jan 2026 09:59:59 GMT', modified)).toBe(false);
    expect(notModifiedSince('not a date', modified)).toBe(false);
  });
});
