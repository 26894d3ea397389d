import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN } from './constants.ts';
import { idCursor, idParam, pageLimit, semesterField } from './validation.ts';

describe('shared field rules', () => {
  it('reads a page size of 1 to 100 as plain digits, 24 when absent', () => {
    expect(pageLimit.parse(undefined)).toBe(24);
    expect(pageLimit.parse('1')).toBe(1);
    expect(pageLimit.parse('100')).toBe(100);
    expect(pageLimit.parse(6)).toBe(6);
    for (const bad of ['0', '101', '0x10', '1e1', ' 6', '6.0', '-1', '', 'x', 1.5, null]) {
      const result = pageLimit.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.invalid');
    }
  });

  it('accepts positive whole ids and refuses the rest with the catalogue key', () => {
    expect(idParam.parse('12')).toBe(12);
    expect(idParam.parse(12)).toBe(12);
    for (const bad of ['0', '-3', '1.5', 'abc', '99999999999', 0, 1.5, null, true]) {
      const result = idParam.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.invalid_id');
    }
  });

  it('reads only plain decimal digits as an id, not what Number() would coerce', () => {
    for (const bad of [
      '1e3',
      '0x10',
      '0b1',
      '0o7',
      ' 7',
      '7 ',
      '+7',
      '',
      'NaN',
      'Infinity',
      '١٢',
    ]) {
      const result = idParam.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.invalid_id');
    }
  });

  it('reads a paging cursor as an id the database can compare', () => {
    expect(idCursor.parse('2147483647')).toBe('2147483647');
    for (const bad of ['2147483648', '6301043501', '1e3', '-1', '']) {
      expect(idCursor.safeParse(bad).error?.issues[0]?.message, bad).toBe('validation.invalid');
    }
  });

  it('knows the two semesters', () => {
    expect(semesterField.parse('second')).toBe('second');
    expect(semesterField.safeParse('third').error?.issues[0]?.message).toBe(
      'validation.invalid_semester',
    );
  });

  it('accepts phones of 10 to 14 digits with an optional leading +', () => {
    expect(PHONE_PATTERN.test('0791234567')).toBe(true);
    expect(PHONE_PATTERN.test('+962791234567')).toBe(true);
    expect(PHONE_PATTERN.test('079123456')).toBe(false);
    expect(PHONE_PATTERN.test('079-123-4567')).toBe(false);
  });
});
