import { describe, expect, it } from 'vitest';
import { truncate } from './truncate.ts';

describe('truncate', () => {
  it('keeps a text of up to 75 characters whole', () => {
    expect(truncate('a'.repeat(75))).toBe('a'.repeat(75));
  });

  it('cuts a longer text at 75 characters and adds an ellipsis', () => {
    expect(truncate('b'.repeat(76))).toBe(`${'b'.repeat(75)}...`);
  });

  it('counts Arabic letters and emoji as one character each', () => {
    const text = `${'م'.repeat(74)}😀😀`;
    expect(truncate(text)).toBe(`${'م'.repeat(74)}😀...`);
  });

  it('drops the space before the ellipsis', () => {
    expect(truncate('one two three', 4)).toBe('one...');
  });
});
