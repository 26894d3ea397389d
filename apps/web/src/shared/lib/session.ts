import {
  ACCOUNT_ROLES,
  type AccountRole,
  nameInUsername,
  roleOfUsername,
  SAVED_FILES_CACHE,
} from '@madrasa/contracts';
import { LANGUAGE_STORAGE_KEY } from './direction.ts';

/**
 * The browser session of docs/product.md §3: a `user` JSON object plus the same facts under their own
 * keys (id, token, username, userType), as the original client stored them. `userType` is
 * that client's name for the role, kept in storage and here (docs/original-client.md).
 */
export type Session = {
  id: number;
  username: string;
  token: string;
  userType: AccountRole | null;
  first_name?: string;
};

export type SignedInSession = Session & { userType: AccountRole };

export type SessionInput = {
  id: number | string;
  username: string;
  token?: string;
  /** Set when the role is known from the login path (e.g. a placeholder username). */
  userType?: AccountRole | null;
  first_name?: string;
};

export const SESSION_KEYS = {
  user: 'user',
  id: 'id',
  studentId: 'student_id',
  token: 'token',
  username: 'username',
  userType: 'userType',
  resetPhone: 'resetPhoneNumber',
} as const;

const isAccountRole = (value: unknown): value is AccountRole =>
  typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);

const toId = (value: unknown): number | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const parseJson = (raw: string | null): Record<string, unknown> => {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export function saveSession(input: SessionInput): Session {
  const id = toId(input.id);
  if (id === null) throw new Error('A session needs a positive integer user id');
  const session: Session = {
    id,
    username: input.username,
    token: input.token ?? '',
    userType: input.userType ?? roleOfUsername(input.username),
    ...(input.first_name ? { first_name: input.first_name } : {}),
  };
  const store = storage();
  if (!store) return session;
  store.setItem(SESSION_KEYS.user, JSON.stringify(session));
  store.setItem(SESSION_KEYS.id, String(id));
  store.setItem(SESSION_KEYS.username, session.username);
  if (session.token) store.setItem(SESSION_KEYS.token, session.token);
  else store.removeItem(SESSION_KEYS.token);
  if (session.userType) store.setItem(SESSION_KEYS.userType, session.userType);
  else store.removeItem(SESSION_KEYS.userType);
  return session;
}

/** The stored session, from the `user` object or else the separate keys; null if none. */
export function readSession(): Session | null {
  const store = storage();
  if (!store) return null;
  const user = parseJson(store.getItem(SESSION_KEYS.user));
  const id =
    toId(user.id) ?? toId(store.getItem(SESSION_KEYS.id) ?? store.getItem(SESSION_KEYS.studentId));
  const username = text(user.username) || text(store.getItem(SESSION_KEYS.username));
  if (id === null || !username) return null;
  const storedRole = user.userType ?? store.getItem(SESSION_KEYS.userType);
  const firstName = text(user.first_name);
  return {
    id,
    username,
    token: text(user.token) || text(store.getItem(SESSION_KEYS.token)),
    userType: isAccountRole(storedRole) ? storedRole : roleOfUsername(username),
    ...(firstName ? { first_name: firstName } : {}),
  };
}

/** Signed in means token, id and role are all known (docs/product.md §6). */
export const isSignedIn = (session: Session | null): session is SignedInSession =>
  Boolean(session?.token && session.id && session.userType);

/**
 * Logout clears all local storage, as docs/product.md §4 says, saved lessons included. The language choice is the one key put
 * back afterwards: it is a preference of the device, not of the account, and losing it would
 * flip a signed-out English reader back to Arabic.
 */
export function clearStorage(): void {
  // Lessons and PDFs saved for offline go too (their list is in localStorage): the next
  // person to use this phone must not find them (docs/decisions.md §17).
  void globalThis.caches?.delete(SAVED_FILES_CACHE).catch(() => undefined);
  const store = storage();
  if (!store) return;
  const language = store.getItem(LANGUAGE_STORAGE_KEY);
  store.clear();
  if (language) store.setItem(LANGUAGE_STORAGE_KEY, language);
}

const verifiedKey = (id: number | string) => `isVerified_${id}`;

export const markVerified = (id: number | string): void =>
  storage()?.setItem(verifiedKey(id), 'true');

export const isVerified = (id: number | string): boolean =>
  storage()?.getItem(verifiedKey(id)) === 'true';

export const resetPhone = {
  get: (): string | null => storage()?.getItem(SESSION_KEYS.resetPhone) ?? null,
  set: (phone: string): void => storage()?.setItem(SESSION_KEYS.resetPhone, phone),
  clear: (): void => storage()?.removeItem(SESSION_KEYS.resetPhone),
};

/** The name the header greets: first name, else the name part of `stu_sara_12`, else the username. */
export const displayName = (session: Session): string => {
  if (session.first_name) return session.first_name;
  const name = nameInUsername(session.username);
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : session.username;
};
