import { describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path.ts';

describe('the way back after logging in', () => {
  it('keeps a path of this site once, and never another origin', () => {
    rememberReturnPath('/join?code=K7M2QX');
    expect(takeReturnPath('/')).toBe('/join?code=K7M2QX');
    expect(takeReturnPath('/')).toBe('/');
    for (const elsewhere of ['//evil.example/join', '/\\evil.example', 'https://evil.example/']) {
      rememberReturnPath(elsewhere);
      expect(takeReturnPath('/')).toBe('/');
    }
  });
});
