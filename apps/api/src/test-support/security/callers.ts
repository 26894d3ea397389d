import type { Policy } from './route-policies.ts';

/**
 * The kinds of caller the matrix tries on every route. The token-less ones come first and
 * `other teacher` before `teacher` (`other parent` before `parent`), so an owner's delete
 * runs after the stranger's attempt. `parent` is linked to `student`; `other parent` to no one.
 */
export const CALLERS = [
  'visitor',
  'unknown token',
  'expired token',
  'admin',
  'student',
  'other student',
  'other teacher',
  'teacher',
  'other parent',
  'parent',
] as const;
export type Caller = (typeof CALLERS)[number];

/** `not-owner`: refused with 403 or 404, as if the other teacher's row (or child) were not there. */
export type Access = 'allowed' | 'unauthenticated' | 'forbidden' | 'not-owner';

const SIGNED_OUT: readonly Caller[] = ['visitor', 'unknown token', 'expired token'];

const ADMITTED: Record<Exclude<Policy, 'public' | 'any-signed-in'>, readonly Caller[]> = {
  student: ['student', 'other student'],
  teacher: ['teacher', 'other teacher'],
  // The upload in the path is the teacher's; the other teacher passes the role check only.
  'teacher-owner': ['teacher'],
  // The class in the path has `student` as a member; the other student passes the role check only.
  'student-member': ['student'],
  // The room in the path is `teacher`'s class with `student` in it.
  'class-member': ['student', 'teacher'],
  admin: ['admin'],
  parent: ['parent', 'other parent'],
  // The child in the path is linked to `parent`; the other parent passes the role check only.
  'parent-child': ['parent'],
  'student-or-parent': ['student', 'other student', 'parent', 'other parent'],
};

export function expectedAccess(policy: Policy, caller: Caller): Access {
  if (policy === 'public') return 'allowed';
  if (SIGNED_OUT.includes(caller)) return 'unauthenticated';
  if (policy === 'any-signed-in' || ADMITTED[policy].includes(caller)) return 'allowed';
  if (policy === 'teacher-owner' && caller === 'other teacher') return 'not-owner';
  if (policy === 'parent-child' && caller === 'other parent') return 'not-owner';
  if (policy === 'student-member' && caller === 'other student') return 'not-owner';
  if (policy === 'class-member' && ['other student', 'other teacher'].includes(caller)) {
    return 'not-owner';
  }
  return 'forbidden';
}
