import { describe, expect, it } from 'vitest';
import { cursorOf, readCursor, toPage } from './material-page.ts';

describe('material list pages', () => {
  it('writes a row’s sort key as a cursor and reads it back', () => {
    const key = { subject_id: 12, semester: 'second' as const, keys: [-3, 450] };
    expect(cursorOf(key)).toBe('12_second_-3_450');
    expect(readCursor('12_second_-3_450')).toEqual(key);
    expect(readCursor('7_first_9')).toEqual({ subject_id: 7, semester: 'first', keys: [9] });
  });

  const rows = [1, 2, 3].map((id) => ({ id, subject_id: 4, semester: 'first' as const }));
  const options = (limit: number) => ({
    limit,
    keyOf: (row: (typeof rows)[number]) => ({ ...row, keys: [row.id] }),
    present: (row: (typeof rows)[number]) => row.id,
  });

  it('drops the extra row read and points the next page after the last row shown', () => {
    expect(toPage(rows, options(2))).toEqual({ data: [1, 2], next_cursor: '4_first_2' });
  });

  it('has no next page when no extra row came back', () => {
    expect(toPage(rows, options(3))).toEqual({ data: [1, 2, 3], next_cursor: null });
    expect(toPage([], options(3))).toEqual({ data: [], next_cursor: null });
  });
});
