import { describe, expect, it } from 'vitest';
import { MESSAGES, translate } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('gives every English message an Arabic text with the same placeholders', () => {
    for (const [key, english] of Object.entries(MESSAGES.en)) {
      const arabic = MESSAGES.ar[key as keyof typeof MESSAGES.ar];
      expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(arabic), key).toEqual(placeholders(english));
    }
  });

  it('translates a key with its placeholders filled', () => {
    expect(translate('en', 'error.rate_limited', { seconds: 30 })).toBe(
      'Too many requests. Please try again in 30 seconds.',
    );
    expect(translate('ar', 'error.rate_limited', { seconds: 30 })).toContain('30');
  });

  it('passes unknown keys through unchanged', () => {
    expect(translate('en', 'Some server text')).toBe('Some server text');
  });
});
