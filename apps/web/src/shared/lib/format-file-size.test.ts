import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes', '0 بايت'],
    [500, '500 bytes', '500 بايت'],
    [12_700, '12.4 kB', '12.4 كيلوبايت'],
    [3.25 * 1024 * 1024, '3.3 MB', '3.3 ميغابايت'],
  ])('formats %d bytes per language', (bytes, en, ar) => {
    expect(formatFileSize(bytes, 'en')).toBe(en);
    expect(formatFileSize(bytes, 'ar')).toBe(ar);
  });
});
