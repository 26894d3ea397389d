import type { Policy } from './route-policies.ts';

/**
 * The kinds of caller the matrix tries on every route. The token-less ones come first and
 * `other teacher` before `teacher`, so an owner's delete runs after the stranger's attempt.
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
] as const;
export type Caller = (typeof CALLERS)[number];

/** `not-owner`: refused with 403 or 404, as if the other teacher's row were not there. */
export type Access = 'allowed' | 'unauthenticated' | 'forbidden' | 'not-owner';

const SIGNED_OUT: readonly Caller[] = ['visitor', 'unknown token', 'expired token'];

const ADMITTED: Record<Exclude<Policy, 'public' | 'any-signed-in'>, readonly Caller[]> = {
  student: ['student', 'other student'],
  teacher: ['teacher', 'other teacher'],
  // The upload in the path is the teacher's; the other teacher passes the role check only.
  'teacher-owner': ['teacher'],
  admin: ['admin'],
};

export function expectedAccess(policy: Policy, caller: Caller): Access {
  if (policy === 'public') return 'allowed';
  if (SIGNED_OUT.includes(caller)) return 'unauthenticated';
  if (policy === 'any-signed-in' || ADMITTED[policy].includes(caller)) return 'allowed';
  if (policy === 'teacher-owner' && caller === 'other teacher') return 'not-owner';
  return 'forbidden';
}
