import { describe, expect, it } from 'vitest';
import { lessonsQuery, pdfMaterialsQuery } from './catalogue.ts';

describe('material list paging', () => {
  it('takes the filters, a page size (24 when absent) and a cursor', () => {
    expect(pdfMaterialsQuery.parse({ subject_id: '3', semester: 'first' })).toEqual({
      subject_id: 3,
      semester: 'first',
      limit: 24,
    });
    expect(pdfMaterialsQuery.parse({ limit: '5', cursor: '3_second_2147483647' })).toEqual({
      limit: 5,
      cursor: '3_second_2147483647',
    });
    expect(lessonsQuery.parse({ cursor: '3_first_-2_40' }).cursor).toBe('3_first_-2_40');
  });

  it('refuses a cursor of another list, another shape or past the integers', () => {
    for (const cursor of [
      '40',
      '3_first',
      '3_summer_4',
      '3_first_-2_40',
      '3_first_2147483648',
      '',
    ]) {
      const error = pdfMaterialsQuery.safeParse({ cursor }).error;
      expect(error?.issues[0]?.message, cursor).toBe('validation.invalid');
    }
    for (const cursor of ['3_first_40', '3_first_2_-40', '3_first_9999999999_1', '3_first_x_1']) {
      const error = lessonsQuery.safeParse({ cursor }).error;
      expect(error?.issues[0]?.message, cursor).toBe('validation.invalid');
    }
  });
});
