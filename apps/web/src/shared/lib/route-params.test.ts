import { describe, expect, it } from 'vitest';
import { parseId, parseSemesterTab, semesterTab } from './route-params.ts';

describe('route parameters', () => {
  it.each([
    ['7', 7],
    ['2147483647', 2_147_483_647],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['0x10', null],
    ['abc', null],
    ['2147483648', null],
    [undefined, null],
  ])('reads the id %s as %s', (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });

  it('maps semester tabs 1 and 2 to first and second, and nothing else', () => {
    expect(parseSemesterTab('1')).toBe('first');
    expect(parseSemesterTab('2')).toBe('second');
    expect(parseSemesterTab('3')).toBeNull();
    expect(parseSemesterTab('first')).toBe('first');
    expect(parseSemesterTab('second')).toBe('second');
    expect(parseSemesterTab('third')).toBeNull();
    expect(parseSemesterTab('First')).toBeNull();
    expect(semesterTab('second')).toBe(2);
  });
});
