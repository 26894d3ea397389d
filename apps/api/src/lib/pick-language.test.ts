import { describe, expect, it } from 'vitest';
import { pickLanguage } from './pick-language.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'ar'],
    ['', 'ar'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['ar-JO,ar;q=0.9,en;q=0.8', 'ar'],
    ['fr-FR,fr;q=0.9', 'ar'],
    ['fr,en;q=0.5', 'en'],
    ['en;q=0.4,ar;q=0.8', 'ar'],
    ['EN', 'en'],
    ['en;q=0', 'ar'],
    ['*', 'ar'],
  ])('reads %j as %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
