import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN } from './constants.ts';
import { idParam, semesterField } from './validation.ts';

describe('shared field rules', () => {
  it('accepts positive whole ids and refuses the rest with the catalogue key', () => {
    expect(idParam.parse('12')).toBe(12);
    for (const bad of ['0', '-3', '1.5', 'abc', '99999999999']) {
      const result = idParam.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.invalid_id');
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
