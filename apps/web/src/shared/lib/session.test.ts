import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStorage,
  displayName,
  isSignedIn,
  isVerified,
  markVerified,
  readSession,
  saveSession,
} from './session.ts';

describe('saveSession', () => {
  beforeEach(() => localStorage.clear());

  it('stores the user object and the separate keys of docs/product.md §3', () => {
    saveSession({ id: 12, username: 'stu_sara_12', token: 'abc', first_name: 'Sara' });
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({
      id: 12,
      username: 'stu_sara_12',
      token: 'abc',
      userType: 'student',
      first_name: 'Sara',
    });
    expect(localStorage.getItem('id')).toBe('12');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('username')).toBe('stu_sara_12');
    expect(localStorage.getItem('userType')).toBe('student');
  });

  it('keeps an explicit user type for a placeholder username (OTP pending, no token)', () => {
    const session = saveSession({ id: '7', username: 'pending', userType: 'teacher' });
    expect(session).toMatchObject({ id: 7, token: '', userType: 'teacher' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(isSignedIn(session)).toBe(false);
  });
});

describe('readSession', () => {
  beforeEach(() => localStorage.clear());

  it('restores what saveSession stored', () => {
    const saved = saveSession({ id: 3, username: 'tch_ahmad_3', token: 't0k' });
    expect(readSession()).toEqual(saved);
    expect(isSignedIn(readSession())).toBe(true);
  });

  it('falls back to the separate keys, student_id included, and derives the type', () => {
    localStorage.setItem('student_id', '44');
    localStorage.setItem('username', 'stu_lina_44');
    localStorage.setItem('token', 'tok');
    expect(readSession()).toEqual({
      id: 44,
      username: 'stu_lina_44',
      token: 'tok',
      userType: 'student',
    });
  });

  it('derives the type from the username when the stored object lacks it', () => {
    localStorage.setItem('user', JSON.stringify({ id: 5, username: 'tch_omar_5', token: 'x' }));
    expect(readSession()?.userType).toBe('teacher');
  });

  it('returns null for nothing or garbage', () => {
    expect(readSession()).toBeNull();
    localStorage.setItem('user', '{not json');
    expect(readSession()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ id: -1, username: 'stu_x_1' }));
    expect(readSession()).toBeNull();
  });
});

describe('clearStorage', () => {
  it('clears everything but the language choice', () => {
    saveSession({ id: 1, username: 'stu_a_1', token: 't' });
    markVerified(1);
    localStorage.setItem('lang', 'en');
    clearStorage();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('lang')).toBe('en');
  });
});

describe('helpers', () => {
  it('flags verified ids', () => {
    expect(isVerified(9)).toBe(false);
    markVerified(9);
    expect(localStorage.getItem('isVerified_9')).toBe('true');
    expect(isVerified('9')).toBe(true);
  });

  it('names the user by first name, else by the username', () => {
    const base = { id: 1, token: 't', userType: 'student' as const };
    expect(displayName({ ...base, username: 'stu_sara_1', first_name: 'Sara' })).toBe('Sara');
    expect(displayName({ ...base, username: 'stu_sara_1' })).toBe('Sara');
    expect(displayName({ ...base, username: 'someone' })).toBe('someone');
  });
});
