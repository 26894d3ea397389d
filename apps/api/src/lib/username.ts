import type { UserType } from '@madrasa/contracts';

const PREFIX: Record<UserType, string> = { student: 'stu_', teacher: 'tch_' };

/**
 * The username the client derives the role from (spec §3): prefix, lower-cased first
 * name, id. Computed rather than stored so a renamed user keeps a consistent value.
 */
export const usernameOf = (kind: UserType, firstName: string, id: number): string =>
  `${PREFIX[kind]}${firstName.toLowerCase()}_${id}`;
