import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { isServerRendered, whenTakenOver } from './server-render.ts';
import {
  clearStorage,
  readSession,
  type Session,
  type SessionInput,
  saveSession,
} from './session.ts';

type SessionContextValue = {
  session: Session | null;
  /** Stores a session (docs/product.md §3 keys) and makes it current. */
  signIn: (input: SessionInput) => Session;
  /** Clears all local storage (the language choice excepted) and the current session. */
  signOut: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // A server-rendered page was drawn signed out (the server never sees the session, which
  // lives in localStorage); it is taken over the same way and the session applied just after.
  const [session, setSession] = useState<Session | null>(() =>
    isServerRendered() ? null : readSession(),
  );

  useEffect(() => {
    // Not as soon as this provider mounts: React hydrates the page below it part by part
    // afterwards, and a part hydrated signed in would not match the server's (error #418).
    const stopWaiting = isServerRendered()
      ? whenTakenOver(() => setSession(readSession()))
      : undefined;
    // Another tab signing in or out changes local storage; follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage) setSession(readSession());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopWaiting?.();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const signIn = useCallback((input: SessionInput) => {
    const saved = saveSession(input);
    setSession(saved);
    return saved;
  }, []);

  const signOut = useCallback(() => {
    clearStorage();
    setSession(null);
  }, []);

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
