import { describe, expect, it } from 'vitest';
import { nameInUsername, roleOfUsername, usernameOf } from './usernames.ts';

describe('roleOfUsername', () => {
  it('derives the role from the username prefix', () => {
    expect(roleOfUsername('tch_ahmad_3')).toBe('teacher');
    expect(roleOfUsername('stu_sara_12')).toBe('student');
    expect(roleOfUsername('PAR_huda_7')).toBe('parent');
    expect(roleOfUsername('admin')).toBeNull();
    expect(roleOfUsername('student_1')).toBeNull();
  });
});

describe('usernameOf and nameInUsername', () => {
  it('builds prefix, lower-cased first name and id, and reads the name back', () => {
    const username = usernameOf({ role: 'teacher', firstName: 'Omar', id: 4 });
    expect(username).toBe('tch_omar_4');
    expect(roleOfUsername(username)).toBe('teacher');
    expect(nameInUsername(username)).toBe('omar');
    expect(nameInUsername('STU_Sara_12')).toBe('Sara');
    expect(nameInUsername('pending')).toBeNull();
    expect(usernameOf({ role: 'parent', firstName: 'Huda', id: 7 })).toBe('par_huda_7');
  });
});
