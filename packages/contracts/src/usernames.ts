import { ACCOUNT_ROLES, type AccountRole } from './enums.ts';

/**
 * A username is the role's prefix, the lower-cased first name, `_` and the account id
 * (`stu_sara_12`, `tch_ahmad_3`, `par_huda_7`). The original client reads the role from the
 * prefix, so the server builds it and the web client parses it back with these, and
 * nothing else.
 */
export const USERNAME_PREFIXES = {
  student: 'stu_',
  teacher: 'tch_',
  parent: 'par_',
} as const satisfies Record<AccountRole, string>;

/** Computed, never stored, so a renamed account keeps a username that follows its name. */
export const usernameOf = ({
  role,
  firstName,
  id,
}: {
  role: AccountRole;
  firstName: string;
  id: number;
}): string => `${USERNAME_PREFIXES[role]}${firstName.toLowerCase()}_${id}`;

/** The role a username's prefix names, in any case; null for any other username. */
export const roleOfUsername = (username: string): AccountRole | null => {
  const prefix = username.slice(0, 4).toLowerCase();
  return ACCOUNT_ROLES.find((role) => USERNAME_PREFIXES[role] === prefix) ?? null;
};

/** The first name inside a username (`stu_sara_12` → `sara`), or null when it holds none. */
export const nameInUsername = (username: string): string | null =>
  (roleOfUsername(username) && /^.{4}(.+)_\d+$/.exec(username)?.[1]) || null;
