import { useSyncExternalStore } from 'react';
import {
  ADMIN_SESSION_EVENT,
  ADMIN_TOKEN_KEY,
  type AdminSession,
  readAdminSession,
} from './admin-session.ts';

let cached: { raw: string | null; session: AdminSession | null } = { raw: null, session: null };

/** A stable snapshot: the same object while the stored token has not changed. */
const snapshot = (): AdminSession | null => {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, session: readAdminSession() };
  return cached.session;
};

const subscribe = (onChange: () => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ADMIN_TOKEN_KEY) onChange();
  };
  window.addEventListener(ADMIN_SESSION_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(ADMIN_SESSION_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
};

/** The stored admin session, following sign-in, sign-out and other tabs. */
export const useAdminSession = (): AdminSession | null => useSyncExternalStore(subscribe, snapshot);
