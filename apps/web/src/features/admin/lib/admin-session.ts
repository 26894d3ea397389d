import type { Admin } from '@madrasa/contracts';

/**
 * The admin's sign-in, kept apart from the student/teacher session (shared/lib/session.ts)
 * so the public header never sees it and signing in here changes nothing there.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';
/** Fired on this window when the session changes (other tabs get a storage event). */
export const ADMIN_SESSION_EVENT = 'madrasa:admin-session';

export type AdminSession = { token: string; admin: Admin };

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const isAdmin = (value: unknown): value is Admin => {
  const row = value as Record<string, unknown> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.id === 'number' &&
    typeof row.name === 'string' &&
    typeof row.email === 'string'
  );
};

export function readAdminSession(): AdminSession | null {
  const store = storage();
  const token = store?.getItem(ADMIN_TOKEN_KEY);
  if (!store || !token) return null;
  try {
    const admin: unknown = JSON.parse(store.getItem(ADMIN_USER_KEY) ?? 'null');
    return isAdmin(admin) ? { token, admin } : null;
  } catch {
    return null;
  }
}

const announce = () => window.dispatchEvent(new Event(ADMIN_SESSION_EVENT));

export function saveAdminSession(session: AdminSession): void {
  storage()?.setItem(ADMIN_TOKEN_KEY, session.token);
  storage()?.setItem(ADMIN_USER_KEY, JSON.stringify(session.admin));
  announce();
}

export function clearAdminSession(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  storage()?.removeItem(ADMIN_USER_KEY);
  announce();
}
