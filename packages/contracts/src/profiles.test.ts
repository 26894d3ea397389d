import { describe, expect, it } from 'vitest';
import { studentChangePasswordSchema, teacherChangePasswordSchema } from './profiles.ts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('password change', () => {
  it('reports a mismatch while the current password is still blank, and nothing more', () => {
    expect(
      issuesOf(
        teacherChangePasswordSchema.safeParse({
          old_password: '',
          new_password: 'secret123',
          new_password_confirmation: 'secret124',
        }),
      ),
    ).toEqual([
      ['old_password', 'profiles.password_fields_required'],
      ['new_password_confirmation', 'profiles.password_confirmation_mismatch'],
    ]);
  });

  it('reports a blank new password as required only, not also as too short', () => {
    expect(
      issuesOf(
        studentChangePasswordSchema.safeParse({
          old_password: 'secret123',
          password: '',
          password_confirmation: '',
        }),
      ),
    ).toEqual([
      ['password', 'profiles.password_fields_required'],
      ['password_confirmation', 'profiles.password_fields_required'],
    ]);
  });

  it('still checks the length of a filled new password', () => {
    expect(
      issuesOf(
        studentChangePasswordSchema.safeParse({
          old_password: 'secret123',
          password: 'short',
          password_confirmation: 'short',
        }),
      ),
    ).toEqual([['password', 'profiles.new_password_min']]);
  });
});
